import {
  ADMIN_MESSAGES,
  BILLING_MESSAGES,
  BILLING_QUERY_KEYS,
  embeddableVideoUrl,
  normaliseVideoUrl,
  type MarketingVideoView,
} from '@newsroom/contracts';
import {
  apiFetch,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  TextField,
  VideoFrame,
} from '@newsroom/ui';
import { useId, useState } from 'react';
import { useMarketingVideo } from '../data/queries';
import { useAdminMutation } from '../data/useAdminMutation';

function CurrentVideo() {
  const video = useMarketingVideo();
  if (video.isPending) return <Spinner label="Loading the current video…" />;
  if (video.isError) return <p className="admin-muted">The current video could not be loaded.</p>;
  const current = video.data?.videoUrl?.trim() ?? '';
  if (!current) return <p className="admin-muted">No video is set: free users see the promo without one.</p>;
  const embed = embeddableVideoUrl(current);
  return (
    <div className="marketing-video__current">
      {embed ? (
        <div className="marketing-video__frame">
          <VideoFrame src={embed} title="Current marketing video" />
        </div>
      ) : (
        <p className="admin-muted">Not a YouTube or Vimeo player link, so it cannot be previewed here.</p>
      )}
      <p className="marketing-video__url">
        Current: <code>{current}</code>
      </p>
    </div>
  );
}

/**
 * The video on the free users' upgrade promo (spec sections 2 and 5): a link or iframe code goes in,
 * its embeddable form (normaliseVideoUrl, the rule the server applies too) is shown before saving.
 */
export function MarketingVideoCard() {
  const id = useId();
  const [input, setInput] = useState('');
  const normalised = normaliseVideoUrl(input);

  const save = useAdminMutation({
    mutationFn: (videoUrl: string) =>
      apiFetch<MarketingVideoView>('/api/admin/marketing-video', { method: 'POST', json: { videoUrl } }),
    success: ADMIN_MESSAGES.videoUrlSaved,
    failure: { title: ADMIN_MESSAGES.saveFailed, fallback: BILLING_MESSAGES.saveVideoFailed },
    invalidate: [BILLING_QUERY_KEYS.marketingVideo],
    onSuccess: () => setInput(''),
  });

  return (
    <Card className="paywall-video">
      <CardHeader>
        <CardTitle as="h2">Marketing Video</CardTitle>
        <CardDescription>Shown to free users in the upgrade promo.</CardDescription>
      </CardHeader>
      <CardContent>
        <CurrentVideo />
        <form
          className="marketing-video__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (normalised) save.mutate(normalised);
          }}
        >
          <TextField
            id={`${id}-url`}
            label="Video URL"
            placeholder="https://www.youtube.com/watch?v=… or <iframe …>"
            autoComplete="off"
            spellCheck={false}
            hint="A YouTube or Vimeo link, or the iframe embed code."
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          {normalised ? (
            <p className="marketing-video__preview" data-testid="video-url-preview">
              Will be saved as: <code>{normalised}</code>
            </p>
          ) : null}
          <div className="paywall-actions">
            <Button type="submit" disabled={!normalised} pending={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Video URL'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import {
  errorMessage,
  GENERATION_FAILED_TITLE,
  progressStreamPath,
  type GenerationStage,
  type GenerationStreamEvent,
} from '@newsroom/contracts';
import { useToast } from '@newsroom/ui';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { GenerationCall } from './api';

const STAGE_LABELS: Record<GenerationStage, string> = {
  queued: 'Queued…',
  writing: 'Writing…',
  checking: 'Checking…',
};

export interface GenerationOptions {
  /** The spec's fallback message (section 8) when the server gives none. */
  fallback: string;
  /** Generators toast their failures; the simplifier shows an alert instead. */
  toastOnError?: boolean;
}

/** An id the progress stream accepts (STREAM_ID_PATTERN), even where randomUUID is missing. */
function newStreamId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `s-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

type Listener = (event: GenerationStreamEvent) => void;

/**
 * Opens the progress stream for one request. Streaming is a nicety: without EventSource (old
 * browsers, jsdom) or on any stream error the page simply waits for the POST's answer.
 */
function openStream(streamId: string, onEvent: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let source: EventSource;
  try {
    source = new EventSource(progressStreamPath(streamId), { withCredentials: true });
  } catch {
    return () => undefined;
  }
  const close = () => source.close();
  const listen = (type: GenerationStreamEvent['type']) =>
    source.addEventListener(type, (event) => {
      try {
        onEvent({ type, ...(JSON.parse((event as MessageEvent<string>).data) as object) } as GenerationStreamEvent);
      } catch {
        // An unreadable event is skipped: the next `text` event carries the whole copy again.
      }
    });
  listen('progress');
  listen('text');
  listen('done');
  source.onerror = close;
  return close;
}

/**
 * One generator call with its live progress: the spec's POST is the answer; beside it an
 * EventSource shows the stage and the copy as it is written.
 */
export function useGeneration<Request, Result>(
  call: GenerationCall<Request, Result>,
  { fallback, toastOnError = true }: GenerationOptions,
) {
  const { toast } = useToast();
  const [stage, setStage] = useState<GenerationStage | null>(null);
  const [streamingText, setStreamingText] = useState('');
  // Only the latest request's stream may update the page.
  const current = useRef<string | null>(null);

  const mutation = useMutation({
    mutationFn: async (request: Request) => {
      const streamId = newStreamId();
      current.current = streamId;
      setStage('queued');
      setStreamingText('');
      const close = openStream(streamId, (event) => {
        if (current.current !== streamId) return;
        if (event.type === 'progress') setStage(event.stage);
        else if (event.type === 'text') setStreamingText(event.text);
        else close();
      });
      try {
        return await call(request, streamId);
      } finally {
        close();
        if (current.current === streamId) {
          setStage(null);
          setStreamingText('');
        }
      }
    },
    onError: (error) => {
      if (toastOnError) {
        toast({ title: GENERATION_FAILED_TITLE, description: errorMessage(error, fallback), variant: 'destructive' });
      }
    },
  });

  const { mutate } = mutation;
  const run = useCallback((request: Request) => mutate(request), [mutate]);

  return {
    run,
    isPending: mutation.isPending,
    isError: mutation.isError,
    error: mutation.error,
    /** The message to show for a failure: the server's or the fallback. */
    errorText: mutation.isError ? errorMessage(mutation.error, fallback) : null,
    data: mutation.data,
    stageLabel: mutation.isPending && stage ? STAGE_LABELS[stage] : null,
    streamingText: mutation.isPending ? streamingText : '',
  };
}

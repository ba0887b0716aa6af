import {
  DESCRIPTION_PREVIEW_CHARS,
  previewText,
  RESOURCE_PREVIEW_CHARS,
  TRAINING_MESSAGES,
  type TrainingItemView,
} from '@newsroom/contracts';
import { screen, within } from '@testing-library/react';
import { renderTool, trainingItem } from '../test/harness';
import { TrainingCard } from './TrainingCard';

const LONG =
  'Write for the ear, not the eye. Say the most important thing first, keep one idea per sentence, ' +
  'and read every line aloud before it goes to the anchor. Numbers are rounded and spelled the way ' +
  'the anchor says them, and attribution comes before the claim.';

const renderCard = (item: Partial<TrainingItemView>, previewChars = DESCRIPTION_PREVIEW_CHARS) =>
  renderTool(<TrainingCard item={trainingItem(item)} previewChars={previewChars} />);

const description = () => screen.getByTestId('training-card').querySelector('.training-card__text');

describe(TrainingCard.name, () => {
  it('shows the title as a heading, the type badge, the Premium badge and the date', () => {
    renderCard({ title: 'Shooting a stand-up', contentType: 'video', premium: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Shooting a stand-up' })).toBeInTheDocument();
    expect(screen.getByText('Video')).toHaveClass('nr-badge');
    expect(screen.getByText('Premium')).toHaveClass('nr-badge');
    expect(screen.getByText('Nov 23, 2026')).toHaveAttribute('datetime', '2026-11-23T12:00:00.000Z');
  });

  it.each([
    ['pdf', 'PDF'],
    ['blog', 'Blog'],
    ['website', 'Website'],
  ] as const)('badges a %s item %s', (contentType, badge) => {
    renderCard({ contentType });
    expect(screen.getByText(badge)).toHaveClass('nr-badge');
  });

  it('gives a text article no type badge, and a free item no Premium badge', () => {
    renderCard({ contentType: 'text' });
    expect(screen.getByTestId('training-card').querySelector('.nr-badge')).toBeNull();
  });

  it('cuts the description to 150 characters with an ellipsis, and Read more shows it all', async () => {
    const { user } = renderCard({ content: LONG });
    const text = description()?.textContent ?? '';
    expect(text).toBe(previewText(LONG, DESCRIPTION_PREVIEW_CHARS));
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_PREVIEW_CHARS + 1);
    expect(text.endsWith('…')).toBe(true);
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    const dialog = screen.getByRole('dialog', { name: 'Writing to time' });
    expect(within(dialog).getByTestId('training-full-text')).toHaveTextContent(LONG);
    expect(dialog).toHaveAccessibleDescription('Writing Tips · Nov 23, 2026');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveFocus();
  });

  it('cuts a resource card to 60 characters', () => {
    renderCard({ content: LONG, contentType: 'pdf' }, RESOURCE_PREVIEW_CHARS);
    const text = description()?.textContent ?? '';
    expect(text).toBe(previewText(LONG, RESOURCE_PREVIEW_CHARS));
    expect(text.length).toBeLessThanOrEqual(RESOURCE_PREVIEW_CHARS + 1);
    expect(text.endsWith('…')).toBe(true);
  });

  it('shows a short description whole, without an ellipsis', () => {
    renderCard({ content: 'Short and sweet.' });
    expect(description()).toHaveTextContent(/^Short and sweet\.$/);
  });

  it('shows a locked item as the Premium Content panel, with no content, link or player', () => {
    renderCard({ contentType: 'video', premium: true, locked: true, content: '', resourceUrl: null });
    const panel = screen.getByTestId('premium-locked');
    expect(panel).toHaveTextContent(TRAINING_MESSAGES.premiumTitle);
    expect(panel).toHaveTextContent('Premium Content');
    expect(panel).toHaveTextContent('Subscribe to access');
    expect(within(panel).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(description()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('never shows content or a link for a locked item, even if the answer carried them', () => {
    renderCard({ locked: true, premium: true, content: 'secret body', resourceUrl: 'https://vimeo.com/76979871' });
    expect(screen.queryByText(/secret body/)).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/subscription']);
  });

  it('embeds a Vimeo link as a lazy player', () => {
    renderCard({ title: 'Live shots', contentType: 'video', resourceUrl: 'https://vimeo.com/76979871' });
    const player = screen.getByTitle('Video: Live shots');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871');
    expect(player).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('link', { name: /Watch video/ })).not.toBeInTheDocument();
  });

  it.each([
    ['video', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'Watch video'],
    ['pdf', 'https://example.org/style-guide.pdf', 'Open PDF'],
    ['blog', 'https://example.org/blog/tight-copy', 'Read post'],
    ['website', 'https://example.org', 'Visit website'],
  ] as const)('links a %s (%s) in a new tab as "%s", with no player', (contentType, url, label) => {
    renderCard({ contentType, resourceUrl: url });
    const link = screen.getByRole('link', { name: new RegExp(label) });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('shows HTML in the content as literal text, creating no element', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Bold</b> <script>alert(2)</script>';
    const { user } = renderCard({ title: '<i>Title</i>', content: html });
    const card = screen.getByTestId('training-card');
    expect(card.querySelector('img, b, script, i')).toBeNull();
    expect(screen.getByRole('heading', { name: '<i>Title</i>' })).toBeInTheDocument();
    expect(description()).toHaveTextContent(html);

    await user.click(screen.getByRole('button', { name: 'Read more' }));
    const full = screen.getByTestId('training-full-text');
    expect(full.textContent).toBe(html);
    expect(full.querySelector('img, b, script')).toBeNull();
  });
});

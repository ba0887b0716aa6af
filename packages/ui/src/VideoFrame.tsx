/** What an embedded YouTube or Vimeo player may use. */
export const VIDEO_FRAME_ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

export interface VideoFrameProps {
  /** An embeddable player URL (embeddableVideoUrl); the page's CSP frames no other. */
  src: string;
  title: string;
}

/** An embedded video player, loaded when it nears the viewport. */
export function VideoFrame({ src, title }: VideoFrameProps) {
  return <iframe src={src} title={title} allow={VIDEO_FRAME_ALLOW} allowFullScreen loading="lazy" />;
}

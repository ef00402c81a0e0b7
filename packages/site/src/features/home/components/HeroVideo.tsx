import { PlainButton } from '@cabo/ui';
import { visuallyHidden } from '@cabo/ui/tokens';
import { useEffect, useRef, useState } from 'react';
import * as styles from './HeroVideo.css';

/**
 * The home page's local, muted, looping video. The poster and a fixed aspect ratio keep the
 * layout still while it loads. It starts itself only when the visitor has not asked for
 * reduced motion, and a button pauses it (moving content needs a pause control).
 */
export function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) {
      void video.play().then(() => setPlaying(true));
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <figure className={styles.frame}>
      <video
        ref={ref}
        className={styles.video}
        src="/media/cabo-waves.webm"
        poster="/media/cabo-waves-poster.jpg"
        width={960}
        height={540}
        muted
        loop
        playsInline
        preload="metadata"
      />
      <div className={styles.control}>
        <PlainButton variant="secondary" size="sm" onClick={toggle}>
          {playing ? 'Pause video' : 'Play video'}
        </PlainButton>
      </div>
      {/* The figure's caption names the video: `aria-label` on a <video> is not for naming it. */}
      <figcaption className={visuallyHidden}>
        Waves rolling onto a Cabo beach below the Arch at Land’s End
      </figcaption>
    </figure>
  );
}

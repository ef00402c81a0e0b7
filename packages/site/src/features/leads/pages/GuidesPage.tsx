import { Button, PageIntro } from '@cabo/ui';
import { useLocation } from 'wouter';
import { useCaptchaGuide } from '../../../lib/guide-request.ts';
import { useHead } from '../../../lib/head.ts';
import { titleFromSlug } from '../../../lib/titleFromSlug.ts';

/**
 * `topic` comes from /guides/{topic} (adventures, local-tips, restaurants, beaches). Until the
 * guide cards arrive, the page offers the free Ultimate Cabo Guide through its captcha dialog.
 */
export default function GuidesPage({ topic }: { topic?: string }) {
  const [path] = useLocation();
  const openCaptchaGuide = useCaptchaGuide();
  const title = 'Travel Guides';
  const intro = topic
    ? `Our free ${titleFromSlug(topic)} guide.`
    : 'Free guides to beaches, restaurants, adventures and local tips.';
  useHead({ title, description: intro, path });
  return (
    <PageIntro title={title} intro={intro}>
      <Button onPress={openCaptchaGuide}>Get Your Ultimate Cabo Guide</Button>
    </PageIntro>
  );
}

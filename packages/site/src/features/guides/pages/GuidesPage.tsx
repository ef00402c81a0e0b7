import { guideCards } from '@cabo/data/guide-cards';
import { Button, GuideCards, PageIntro, PageSection, type GuideCard } from '@cabo/ui';
import { useLocation } from 'wouter';
import { useCaptchaGuide, useGuideRequest } from '../../../lib/guide-request.ts';
import { useHead } from '../../../lib/head.ts';
import { useSitePictures } from '../../../lib/sitePictures.ts';

const TITLE = 'Travel Guides';

/**
 * /guides and /guides/{topic} (one route per guide, so an unknown topic is a 404): six free
 * guides; each card's button opens the guide-request dialog for that guide, which forgets
 * the guide 300 ms after closing. On a topic's page its guide comes first.
 */
export default function GuidesPage({ topic }: { topic?: string }) {
  const [path] = useLocation();
  const openGuideRequest = useGuideRequest();
  const openCaptchaGuide = useCaptchaGuide();
  const chosen = guideCards.find((g) => g.id === topic);
  const picture = useSitePictures('guides');
  const guides = (chosen ? [chosen, ...guideCards.filter((g) => g !== chosen)] : guideCards).map(
    (guide) => ({ ...guide, picture: picture(guide.image) }),
  );
  const intro = chosen
    ? `${chosen.title}: ${chosen.description}`
    : 'Free guides to beaches, restaurants, adventures, local tips, real estate and events, written by people who live here.';
  useHead({ title: chosen ? `${chosen.title} | ${TITLE}` : TITLE, description: intro, path });

  const download = (guide: GuideCard) =>
    openGuideRequest({
      guideType: guide.guideType,
      title: `Download Your Free ${guide.guideType}`,
      tags: `Guide Request, ${guide.guideType}, Website`,
    });

  return (
    <>
      <PageIntro title={TITLE} intro={intro}>
        <Button onPress={openCaptchaGuide}>Get Your Ultimate Cabo Guide</Button>
      </PageIntro>
      <PageSection title="Free guides" intro="Pick a guide: it arrives in your inbox as a PDF.">
        <GuideCards guides={guides} onDownload={download} />
      </PageSection>
    </>
  );
}

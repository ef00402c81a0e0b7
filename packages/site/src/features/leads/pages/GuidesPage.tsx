import { PageIntro, titleFromSlug } from '../../../app/PageIntro.tsx';

/** `topic` comes from /guides/{topic} (adventures, local-tips, restaurants, beaches). */
export default function GuidesPage({ topic }: { topic?: string }) {
  return (
    <PageIntro
      title="Travel Guides"
      intro={
        topic
          ? `Our free ${titleFromSlug(topic)} guide.`
          : 'Free guides to beaches, restaurants, adventures and local tips.'
      }
    />
  );
}

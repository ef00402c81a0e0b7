import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import {
  fileOrPictureProps,
  GRID_CARD_SIZES,
  Image,
  type ShownPicture,
} from '../../components/Image/index.ts';
import { visuallyHidden } from '../../theme/utils.css.ts';
import { CardGrid, CardGridItem } from '../CardGrid/index.ts';
import * as styles from './GuideCards.css';

/** One free guide of the guides page (docs/guides.md). */
export interface GuideCard {
  id: string;
  title: string;
  description: string;
  /** The type badge: Food & Dining, Activities, Real Estate, Events or Travel. */
  type: string;
  /** Sent as guideType with the request. */
  guideType: string;
  image: string;
  /** The cover from the media library (docs/media.md), shown instead of the `image` file. */
  picture?: ShownPicture;
  pages: number;
}

export interface GuideCardsProps {
  guides: GuideCard[];
  /** The visitor asked for this guide (open the guide-request dialog with it). */
  onDownload: (guide: GuideCard) => void;
}

/** The guides page's cards: picture, type badge, title, summary and a download button. */
export function GuideCards({ guides, onDownload }: GuideCardsProps) {
  return (
    <CardGrid aria-label="Free guides" columns={{ base: 1, md: 2, lg: 3 }}>
      {guides.map((guide, index) => (
        <CardGridItem key={guide.id}>
          <article className={styles.card} aria-labelledby={`guide-${guide.id}`}>
            {/* The first picture is at the top of the page, often its largest paint. */}
            <Image
              {...fileOrPictureProps(guide.image, guide.picture, GRID_CARD_SIZES)}
              alt=""
              width={800}
              height={600}
              priority={index === 0}
            />
            <div className={styles.body}>
              <Badge tone="sand">{guide.type}</Badge>
              <h3 id={`guide-${guide.id}`} className={styles.title}>
                {guide.title}
              </h3>
              <p className={styles.text}>{guide.description}</p>
              <p className={styles.meta}>{guide.pages} pages, free PDF</p>
              <Button onPress={() => onDownload(guide)}>
                Download Free Guide
                <span className={visuallyHidden}>: {guide.title}</span>
              </Button>
            </div>
          </article>
        </CardGridItem>
      ))}
    </CardGrid>
  );
}

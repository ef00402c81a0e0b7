import type { BlogPost } from '@cabo/contract';
import {
  BlogCard,
  Button,
  CardGrid,
  CardGridItem,
  fileOrPictureProps,
  Image,
  mediaImageProps,
  mediaPreload,
  PageSection,
  formatPostDate,
} from '@cabo/ui';
import { Link } from 'wouter';
import { useGuideRequest } from '../../../lib/guide-request.ts';
import { absoluteUrl } from '../../../lib/brand.ts';
import { useHead } from '../../../lib/head.ts';
import { useSitePictures } from '../../../lib/sitePictures.ts';
import { articleJsonLd } from '../article-json-ld.ts';
import { SafeHtml } from '../../../lib/SafeHtml.tsx';
import { useBlogPost } from '../api/get-blog-post.ts';
import { useBlogPosts } from '../api/get-blog-posts.ts';
import * as styles from './Blog.css';
import { shareImageOf } from '../../../lib/pictures.ts';

/** The article's column: its cover is as wide. */
const COVER_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';

/** The guide a post's promo requests, by the post's call to action (ctaType, docs/catalogue.md). */
const ctaGuideTypes: Record<BlogPost['ctaType'], string> = {
  beachGuide: 'Beach Guide',
  luxuryGuide: 'Luxury Travel Guide',
  weddingGuide: 'Wedding Guide',
};

const shareLinks = (url: string, title: string) => [
  {
    label: 'Twitter',
    href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
  },
  {
    label: 'Facebook',
    href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    label: 'LinkedIn',
    href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  },
  {
    label: 'WhatsApp',
    href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
  },
];

/** The author's avatar (docs/media.md, "Site pictures": the route loads the `blog` set). */
const AUTHOR_AVATAR = '/images/avatars/author.svg';

export default function BlogPostPage({ slug }: { slug: string }) {
  const post = useBlogPost(slug);
  const sitePicture = useSitePictures('blog');
  const openGuide = useGuideRequest();
  const path = `/blog/${slug}`;

  useHead(
    post.data
      ? {
          title: post.data.title,
          description: post.data.excerpt,
          path,
          image: shareImageOf(post.data),
          type: 'article',
          jsonLd: articleJsonLd(post.data),
          lcpImage: post.data.pictures?.[0]
            ? mediaPreload(post.data.pictures[0], COVER_SIZES)
            : post.data.imageUrl,
        }
      : {
          title: post.isPending ? 'Cabo Travel Blog' : 'Blog Post Not Found',
          description: 'Stories and advice from Los Cabos.',
          path,
        },
  );

  if (post.isPending) {
    return (
      <p role="status" className={styles.article}>
        Loading post…
      </p>
    );
  }
  if (post.isError) {
    return (
      <div className={styles.article}>
        <p role="alert">This post could not be loaded. Please try again later.</p>
        <Link href="/blog" className={styles.backLink}>
          Back to Blog
        </Link>
      </div>
    );
  }
  if (!post.data) {
    return (
      <div className={styles.article}>
        <h1 className={styles.title}>Blog Post Not Found</h1>
        <Link href="/blog" className={styles.backLink}>
          Back to Blog
        </Link>
      </div>
    );
  }

  const p = post.data;
  const url = absoluteUrl(path);
  return (
    <>
      <article className={styles.article}>
        <Link href="/blog" className={styles.backLink}>
          Back to Blog
        </Link>
        <p className={styles.meta}>
          <time dateTime={p.date}>{formatPostDate(p.date)}</time>
          <span>{p.readTime}</span>
          <span>{p.category}</span>
        </p>
        <h1 className={styles.title}>{p.title}</h1>
        <div className={styles.author}>
          <span className={styles.authorAvatar}>
            <Image
              {...fileOrPictureProps(AUTHOR_AVATAR, sitePicture(AUTHOR_AVATAR), '3rem')}
              alt=""
              width={48}
              height={48}
              radius="pill"
            />
          </span>
          <div>
            <p className={styles.authorName}>{p.author}</p>
            <p className={styles.authorRole}>Travel Expert &amp; Local Guide</p>
          </div>
        </div>
        <ul className={styles.share} aria-label="Share this article">
          {shareLinks(url, p.title).map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.shareLink}
                aria-label={`Share on ${s.label} (opens in a new tab)`}
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
        {p.pictures?.[0] ? (
          // Its own cover (docs/media.md), at the art's 16:9, cropped around its focal point.
          <Image
            {...mediaImageProps(p.pictures[0], COVER_SIZES)}
            width={960}
            height={540}
            radius="lg"
            priority
            frameClassName={styles.coverFrame}
          />
        ) : (
          <img src={p.imageUrl} alt="" width={960} height={540} className={styles.cover} />
        )}
        <p className={styles.excerpt}>{p.excerpt}</p>
        <SafeHtml html={p.content} className={styles.content} />
        <aside className={styles.promo} aria-labelledby="promo-title">
          <h2 id="promo-title" className={styles.promoTitle}>
            Download Your Free {p.category} Guide
          </h2>
          <p>Our local picks and practical tips, in one PDF you can keep on your phone.</p>
          <Button
            onPress={() =>
              openGuide({
                guideType: ctaGuideTypes[p.ctaType],
                title: `Download Your Free ${p.category} Guide`,
              })
            }
          >
            Download Free Guide
          </Button>
        </aside>
      </article>
      <MoreArticles slug={p.slug} />
    </>
  );
}

function MoreArticles({ slug }: { slug: string }) {
  const posts = useBlogPosts();
  const others = (posts.data ?? []).filter((p) => p.slug !== slug).slice(0, 3);
  if (others.length === 0) return null;
  return (
    <PageSection title="More Articles">
      <CardGrid>
        {others.map((post) => (
          <CardGridItem key={post.slug}>
            <BlogCard post={post} />
          </CardGridItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}

import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import {
  catalogueAdventures,
  catalogueBlogPosts,
  catalogueEventSources,
  catalogueResorts,
  catalogueRestaurants,
  catalogueVillas,
} from '@cabo/data';

/**
 * Blog HTML is sanitized on the way in: only the structural tags a post uses, links limited
 * to http(s), mailto and site paths. Our own data passes unchanged; anything else is dropped.
 */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  });
}

const json = (value: unknown) => JSON.stringify(value);

/** Set on every seeded row, but not compared: they say when, not what. */
const BOOKKEEPING_COLUMNS = new Set(['updated_at', 'last_synced_at']);

/**
 * Insert or update on the natural key; created_at stays as first seeded. A row whose values
 * are unchanged is left alone, so its updated_at (the sitemap's lastmod) survives restarts.
 */
async function upsert(
  knex: Knex,
  table: string,
  key: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== key);
  const compared = columns.filter((c) => !BOOKKEEPING_COLUMNS.has(c));
  const list = compared.map(() => '??').join(', ');
  await knex(table)
    .insert(rows)
    .onConflict(key)
    .merge([...columns, 'updated_at'].filter((c, i, all) => all.indexOf(c) === i))
    .whereRaw(`row(${list}) is distinct from row(${list})`, [
      ...compared.map((c) => `${table}.${c}`),
      ...compared.map((c) => `excluded.${c}`),
    ]);
}

/**
 * Seeds the catalogue from /data (fixed values only). Idempotent: every row is upserted on
 * its fixed id, so a restart updates rather than duplicates.
 */
export async function seedCatalogue(knex: Knex): Promise<void> {
  const now = knex.fn.now();
  await knex.transaction(async (trx) => {
    await upsert(
      trx,
      'resorts',
      'id',
      catalogueResorts().map((r) => ({
        id: r.id,
        slug: r.slug,
        aliases: json(r.aliases),
        name: r.name,
        subtitle: r.subtitle,
        rating: r.rating,
        review_count: r.reviewCount,
        price_level: r.priceLevel,
        location: r.location,
        description: r.description,
        image_url: r.imageUrl,
        image_urls: json(r.imageUrls),
        amenities: json(r.amenities),
        highlights: json(r.highlights),
        location_benefits: json(r.locationBenefits),
        features: json(r.features),
        good_to_know: json(r.goodToKnow),
        rooms: r.rooms,
        max_guests: r.maxGuests,
        is_beachfront: r.isBeachfront,
        is_oceanfront: r.isOceanfront,
        google_url: r.googleUrl,
        reviews: json(r.reviews),
        updated_at: now,
      })),
    );
    await upsert(
      trx,
      'villas',
      'id',
      catalogueVillas().map((v) => ({
        id: v.id,
        slug: v.slug,
        track_hs_id: v.trackHsId,
        name: v.name,
        description: v.description,
        location: v.location,
        rating: v.rating,
        image_url: v.imageUrl,
        url: v.url,
        bedrooms: v.bedrooms,
        bathrooms: v.bathrooms,
        max_guests: v.maxGuests,
        is_beachfront: v.isBeachfront,
        is_oceanfront: v.isOceanfront,
        amenities: json(v.amenities),
        image_urls: json(v.imageUrls),
        price_per_night: Number(v.pricePerNight),
        address: v.address,
        latitude: v.latitude,
        longitude: v.longitude,
        reviews: json(v.reviews),
        good_to_know: json(v.goodToKnow),
        last_synced_at: now,
        updated_at: now,
      })),
    );
    await upsert(
      trx,
      'adventures',
      'id',
      catalogueAdventures().map((a) => ({
        id: a.id,
        slug: a.slug,
        url: a.url,
        image_url: a.imageUrl,
        title: a.title,
        current_price: a.currentPrice,
        original_price: a.originalPrice,
        discount: a.discount,
        duration: a.duration,
        min_age: a.minAge,
        provider: a.provider,
        meeting_point: a.meetingPoint,
        what_to_bring: json(a.whatToBring),
        cancellation_policy: a.cancellationPolicy,
        reply_time: a.replyTime,
        category: a.category ?? null,
        rating: a.rating ?? null,
        description: a.description,
        included: json(a.included),
        faq: json(a.faq),
        reviews: json(a.reviews),
        updated_at: now,
      })),
    );
    await upsert(
      trx,
      'blog_posts',
      'id',
      catalogueBlogPosts().map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        content: sanitizeBlogHtml(p.content),
        image_url: p.imageUrl,
        category: p.category,
        author: p.author,
        date: p.date,
        read_time: p.readTime,
        cta_type: p.ctaType,
        updated_at: now,
      })),
    );
    await upsert(
      trx,
      'restaurants',
      'id',
      catalogueRestaurants().map((r) => ({
        id: r.id,
        name: r.name,
        cuisine: r.cuisine,
        price_range: r.priceRange,
        location: r.location,
        address: r.address,
        description: r.description,
        image_url: r.imageUrl,
        rating: r.rating,
        review_count: r.reviewCount,
        bookings_today: r.bookingsToday,
        rating_label: r.ratingLabel,
        phone: r.phone,
        website: r.website,
        open_table_url: r.openTableUrl,
        latitude: r.latitude,
        longitude: r.longitude,
        features: json(r.features),
        menu: json(r.menu),
        hours: json(r.hours),
        available_timeslots: json(r.availableTimeslots),
        updated_at: now,
      })),
    );
    await upsert(
      trx,
      'events',
      'id',
      catalogueEventSources().map((e) => ({
        id: e.id,
        title: e.title,
        day_offset: e.dayOffset,
        time: e.time,
        type: e.type,
        location: e.location,
        description: e.description,
        updated_at: now,
      })),
    );
  });
}

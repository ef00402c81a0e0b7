import { catalogueResorts } from '@cabo/data';

/** A new resort's whole content: a seeded one's, under another name. */
export function newResort(name: string) {
  const {
    id: _id,
    createdAt: _c,
    updatedAt: _u,
    slug: _s,
    aliases: _a,
    // Computed from the stored reviews, never sent (docs/catalogue.md).
    rating: _r,
    reviewCount: _n,
    reviews: _reviews,
    ...content
  } = catalogueResorts()[0]!;
  return { ...content, name };
}

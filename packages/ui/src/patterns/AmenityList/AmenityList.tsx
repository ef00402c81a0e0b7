import { AmenityIcon, amenityIconName } from './amenityIcons.tsx';
import * as styles from './AmenityList.css';
import { mergeAmenities } from './mergeAmenities.ts';

export interface AmenityListProps {
  /** The listing's own amenities. */
  amenities: readonly string[];
  /** A list shown first and merged with `amenities` without duplicates (the villas' base list). */
  base?: readonly string[];
  /** The list's accessible name; the page's section heading usually gives it by id. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * Amenities with an icon each: the spec's icons for the twelve known amenities, a star for any
 * other (docs/stays.md). Two columns from small screens up.
 */
export function AmenityList({ amenities, base = [], ...labels }: AmenityListProps) {
  const items = mergeAmenities(base, amenities);
  return (
    <ul className={styles.list} {...labels}>
      {items.map((amenity) => (
        <li key={amenity} className={styles.item}>
          <AmenityIcon name={amenityIconName(amenity)} className={styles.icon} />
          <span>{amenity}</span>
        </li>
      ))}
    </ul>
  );
}

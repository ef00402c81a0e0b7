import type { MenuSection } from '@cabo/contract';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import * as styles from './RestaurantDetails.css';

export interface OpeningHoursProps {
  /** Day → text, in the order to show ('Monday' first). */
  hours: Record<string, string>;
  /** Today's weekday in Los Cabos, highlighted; unset until the browser knows the time. */
  today?: string | null;
}

/** The week's hours, one row per day; today's row is marked for sighted and screen-reader users. */
export function OpeningHours({ hours, today }: OpeningHoursProps) {
  return (
    <dl className={styles.hours}>
      {Object.entries(hours).map(([day, text]) => (
        <div key={day} className={styles.hoursRow} data-today={day === today ? '' : undefined}>
          <dt>
            {day}
            {day === today ? <span className={styles.todayTag}> (today)</span> : null}
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface MenuSectionsProps {
  /** The sections in the order the restaurant lists them. */
  menu: readonly MenuSection[];
  /** Level of the section headings (under the page's "About" heading). */
  headingLevel?: 3 | 4;
}

/** Menu sections with their items, each price shown as $price. */
export function MenuSections({ menu, headingLevel = 3 }: MenuSectionsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.menu}>
      {menu.map(({ name: section, items }) => (
        <section key={section} className={styles.menuSection}>
          <Heading className={styles.menuHeading}>{section}</Heading>
          <ul className={styles.menuItems}>
            {items.map((item) => (
              <li key={item.name} className={styles.menuItem}>
                <div className={styles.menuItemLine}>
                  <span className={styles.menuItemName}>{item.name}</span>
                  <span className={styles.menuItemPrice}>${item.price}</span>
                </div>
                <p className={styles.menuItemDescription}>{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export interface ReservationPanelProps {
  restaurantName: string;
  bookingsToday: number;
  timeslots: readonly string[];
  /** The restaurant's external booking page; without one only the table request is offered. */
  bookingUrl?: string;
  onRequestTable: () => void;
}

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * "Make a Reservation": 'Booked N times today', today's time slots (each opens the booking
 * page in a new tab) or 'No available times for today', 'Reserve on OpenTable', and our
 * own table request.
 */
export function ReservationPanel({
  restaurantName,
  bookingsToday,
  timeslots,
  bookingUrl,
  onRequestTable,
}: ReservationPanelProps) {
  return (
    <section aria-labelledby="make-a-reservation" className={styles.panel}>
      <h2 id="make-a-reservation" className={styles.panelTitle}>
        Make a Reservation
      </h2>
      {bookingsToday > 0 ? (
        <p className={styles.booked}>Booked {bookingsToday} times today</p>
      ) : null}
      {bookingUrl && timeslots.length > 0 ? (
        <>
          <p className={styles.slotsLabel} id="available-times">
            Available times today:
          </p>
          <ul className={styles.slots} aria-labelledby="available-times">
            {timeslots.map((time) => (
              <li key={time}>
                <a
                  href={bookingUrl}
                  {...newTab}
                  className={styles.slot}
                  aria-label={`${time} at ${restaurantName} (opens in a new tab)`}
                >
                  {time}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.slotsLabel}>No available times for today</p>
      )}
      {bookingUrl ? (
        <Link href={bookingUrl} isExternal variant="button">
          Reserve on OpenTable
        </Link>
      ) : null}
      <Button variant={bookingUrl ? 'secondary' : 'primary'} fullWidth onPress={onRequestTable}>
        Request Table
      </Button>
    </section>
  );
}

import type { Knex } from 'knex';
import * as m0001 from './0001_users.ts';
import * as m0002 from './0002_catalogue.ts';
import * as m0003 from './0003_submissions.ts';
import * as m0100 from './0100_sessions.ts';
import * as m0101 from './0101_rate_limits.ts';
import * as m0102 from './0102_social_shares.ts';
import * as m0103 from './0103_captcha_solutions.ts';
import * as m0110 from './0110_admin_activity.ts';
import * as m0120 from './0120_outbox_messages.ts';
import * as m0130 from './0130_lead_spam_and_attribution.ts';
import * as m0160 from './0160_admin_activity_not_spam.ts';
import * as m0131 from './0131_submission_spam_and_attribution.ts';
import * as m0140 from './0140_adventure_practical_info.ts';
import * as m0180 from './0180_villa_good_to_know.ts';
import * as m0181 from './0181_villa_availability_index.ts';
import * as m0190 from './0190_social_share_listing_type.ts';
import * as m0170 from './0170_resort_good_to_know.ts';
import * as m0200 from './0200_media_assets.ts';
import * as m0210 from './0210_staff_accounts.ts';
import * as m0220 from './0220_content_studio.ts';
import * as m0230 from './0230_villa_blocked_dates.ts';
import * as m0240 from './0240_listing_pictures.ts';
import * as m0245 from './0245_villa_season_rates.ts';
import * as m0250 from './0250_real_estate_listings.ts';
import * as m0260 from './0260_media_art.ts';
import * as m0270 from './0270_reviews.ts';
import * as m0280 from './0280_true_figures.ts';
import * as m0290 from './0290_adventure_seasons.ts';
import * as m0291 from './0291_menu_sections_in_order.ts';
import * as m0292 from './0292_one_spelling_per_place.ts';
import * as m0293 from './0293_adventure_inclusions_agree.ts';
import * as m0300 from './0300_integration_settings.ts';
import * as m0310 from './0310_request_references.ts';
import * as m0320 from './0320_true_totals.ts';
import * as m0340 from './0340_site_pictures.ts';
import * as m0350 from './0350_crm_activity.ts';
import * as m0360 from './0360_record_owners.ts';
import * as m0370 from './0370_lead_close_reason.ts';
import * as m0380 from './0380_crm_replies_tasks.ts';
import * as m0390 from './0390_contacts.ts';
import * as m0410 from './0410_webhook_secrets.ts';
import * as m0420 from './0420_status_events_each_sent.ts';
import * as m0430 from './0430_lead_status_message.ts';

/**
 * Migrations are imported statically so the bundled server and the TypeScript sources see
 * the same names (knex's directory loader would see `.ts` in dev and `.js` in production).
 * Append new migrations here, in order.
 */
const migrations: Record<string, Knex.Migration> = {
  '0001_users': m0001,
  '0002_catalogue': m0002,
  '0003_submissions': m0003,
  '0100_sessions': m0100,
  '0101_rate_limits': m0101,
  '0102_social_shares': m0102,
  '0103_captcha_solutions': m0103,
  '0110_admin_activity': m0110,
  '0120_outbox_messages': m0120,
  '0130_lead_spam_and_attribution': m0130,
  '0160_admin_activity_not_spam': m0160,
  '0131_submission_spam_and_attribution': m0131,
  '0140_adventure_practical_info': m0140,
  '0180_villa_good_to_know': m0180,
  '0181_villa_availability_index': m0181,
  '0190_social_share_listing_type': m0190,
  '0170_resort_good_to_know': m0170,
  '0200_media_assets': m0200,
  '0210_staff_accounts': m0210,
  '0220_content_studio': m0220,
  '0230_villa_blocked_dates': m0230,
  '0240_listing_pictures': m0240,
  '0245_villa_season_rates': m0245,
  '0250_real_estate_listings': m0250,
  '0260_media_art': m0260,
  '0270_reviews': m0270,
  '0280_true_figures': m0280,
  '0290_adventure_seasons': m0290,
  '0291_menu_sections_in_order': m0291,
  '0292_one_spelling_per_place': m0292,
  '0293_adventure_inclusions_agree': m0293,
  '0300_integration_settings': m0300,
  '0310_request_references': m0310,
  '0320_true_totals': m0320,
  '0340_site_pictures': m0340,
  '0350_crm_activity': m0350,
  '0360_record_owners': m0360,
  '0370_lead_close_reason': m0370,
  '0380_crm_replies_tasks': m0380,
  '0390_contacts': m0390,
  '0410_webhook_secrets': m0410,
  '0420_status_events_each_sent': m0420,
  '0430_lead_status_message': m0430,
};

export const migrationSource: Knex.MigrationSource<string> = {
  // Sorted, so the order is the names' order whichever order the entries were added in.
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

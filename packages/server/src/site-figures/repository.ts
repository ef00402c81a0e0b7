import {
  pricingSettingKeys,
  siteFigureKeys,
  type AdminPricingSettings,
  type AdminSiteFigures,
  type PricingSettings,
  type SiteFigures,
} from '@cabo/contract';
import { pricingSettingsSeed, siteFiguresSeed } from '@cabo/data';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';

interface SiteFigureRow {
  key: string;
  value: number | null;
  text_value: string | null;
  updated_at: Date;
  updated_by_name: string | null;
}

/** Every figure (a key without a row reads its seed value: a release may add a claim). */
export async function readSiteFigures(knex: Knex): Promise<AdminSiteFigures> {
  const rows = (await knex('site_figures')
    .whereIn('key', siteFigureKeys)
    .select('*')) as SiteFigureRow[];
  const figures: SiteFigures = { ...siteFiguresSeed };
  for (const row of rows) figures[row.key as keyof SiteFigures] = row.value ?? 0;
  return { figures, ...lastChange(rows) };
}

/** When and by whom the latest of `rows` was saved. */
function lastChange(rows: SiteFigureRow[]): { updatedAt: string | null; updatedBy: string | null } {
  const latest = rows.reduce<SiteFigureRow | undefined>(
    (a, b) => (!a || b.updated_at > a.updated_at ? b : a),
    undefined,
  );
  return {
    updatedAt: latest ? isoTimestamp(latest.updated_at) : null,
    updatedBy: latest?.updated_by_name ?? null,
  };
}

/**
 * The pricing settings (docs/stays.md, "True totals"), kept beside the figures as text (a
 * percentage, a rate, a date, the terms), read back as their types; a key without a row reads
 * its seed value.
 */
export async function readPricingSettings(knex: Knex): Promise<AdminPricingSettings> {
  const rows = (await knex('site_figures')
    .whereIn('key', pricingSettingKeys)
    .select('*')) as SiteFigureRow[];
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.text_value ?? '']));
  const settings: PricingSettings = { ...pricingSettingsSeed };
  for (const key of pricingSettingKeys) {
    const text = stored[key];
    if (text === undefined) continue;
    if (key === 'cancellationTerms' || key === 'mxnRateDate') settings[key] = text;
    else settings[key] = Number(text);
  }
  return { settings, ...lastChange(rows) };
}

/** Stores the pricing settings staff saved, all of them with who and when. */
export async function writePricingSettings(
  trx: Knex.Transaction,
  settings: PricingSettings,
  by: { id: number; name: string },
): Promise<void> {
  await trx('site_figures')
    .insert(
      pricingSettingKeys.map((key) => ({
        key,
        value: null,
        text_value: String(settings[key]),
        updated_at: trx.fn.now(),
        updated_by: by.id,
        updated_by_name: by.name,
      })),
    )
    .onConflict('key')
    .merge(['value', 'text_value', 'updated_at', 'updated_by', 'updated_by_name']);
}

/** Stores the figures staff saved, all of them with who and when. */
export async function writeSiteFigures(
  trx: Knex.Transaction,
  figures: SiteFigures,
  by: { id: number; name: string },
): Promise<void> {
  await trx('site_figures')
    .insert(
      siteFigureKeys.map((key) => ({
        key,
        value: figures[key],
        updated_at: trx.fn.now(),
        updated_by: by.id,
        updated_by_name: by.name,
      })),
    )
    .onConflict('key')
    .merge(['value', 'updated_at', 'updated_by', 'updated_by_name']);
}

/** A fresh database gets the data package's figures and pricing settings once; staff's values are never overwritten. */
export async function seedSiteFigures(knex: Knex): Promise<void> {
  await knex('site_figures')
    .insert(siteFigureKeys.map((key) => ({ key, value: siteFiguresSeed[key] })))
    .onConflict('key')
    .ignore();
  await knex('site_figures')
    .insert(
      pricingSettingKeys.map((key) => ({
        key,
        value: null,
        text_value: String(pricingSettingsSeed[key]),
      })),
    )
    .onConflict('key')
    .ignore();
}

import { siteFigureKeys, type AdminSiteFigures, type SiteFigures } from '@cabo/contract';
import { siteFiguresSeed } from '@cabo/data';
import type { Knex } from 'knex';
import { isoTimestamp } from '../db/values.ts';

interface SiteFigureRow {
  key: string;
  value: number;
  updated_at: Date;
  updated_by_name: string | null;
}

/** Every figure (a key without a row reads its seed value: a release may add a claim). */
export async function readSiteFigures(knex: Knex): Promise<AdminSiteFigures> {
  const rows = (await knex('site_figures').select('*')) as SiteFigureRow[];
  const figures: SiteFigures = { ...siteFiguresSeed };
  for (const row of rows) {
    if ((siteFigureKeys as readonly string[]).includes(row.key)) {
      figures[row.key as keyof SiteFigures] = row.value;
    }
  }
  const latest = rows.reduce<SiteFigureRow | undefined>(
    (a, b) => (!a || b.updated_at > a.updated_at ? b : a),
    undefined,
  );
  return {
    figures,
    updatedAt: latest ? isoTimestamp(latest.updated_at) : null,
    updatedBy: latest?.updated_by_name ?? null,
  };
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

/** A fresh database gets the data package's figures once; staff's values are never overwritten. */
export async function seedSiteFigures(knex: Knex): Promise<void> {
  await knex('site_figures')
    .insert(siteFigureKeys.map((key) => ({ key, value: siteFiguresSeed[key] })))
    .onConflict('key')
    .ignore();
}

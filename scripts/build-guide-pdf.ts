// Builds the downloadable guide (/cabo-travel.pdf) from the repo's data with pdfkit.
// Used by the site build (a Vite plugin emits it into packages/site/dist) and runnable by
// hand: `pnpm exec tsx scripts/build-guide-pdf.ts out.pdf`.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { adventures, brand, guideMeta, guideSections, type GuideBlock } from '@cabo/data';

const colour = {
  slate: '#2F4F4F',
  text: '#1F2A2A',
  muted: '#4A5858',
  sand: '#F6EFE3',
  sea: '#1F6F78',
};
const MARGIN = 64;

// The same public build-time overrides the site applies to the brand in @cabo/data.
const contact = {
  email: process.env.VITE_CONTACT_EMAIL || brand.contactEmail,
  phone: process.env.VITE_CONTACT_PHONE || brand.phone,
  web: process.env.VITE_PUBLIC_BASE_URL || brand.publicBaseUrl,
};

/** The PDF's bytes. Fixed dates keep the output identical between builds. */
export function buildGuidePdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: guideMeta.title,
      Author: brand.siteName,
      Subject: guideMeta.subtitle,
      Keywords: 'Cabo San Lucas, Los Cabos, Mexico, travel, tourism',
      CreationDate: new Date('2025-01-01T00:00:00Z'),
      ModDate: new Date('2025-01-01T00:00:00Z'),
    },
    lang: 'en-US',
    displayTitle: true,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );

  const width = doc.page.width - MARGIN * 2;

  // Cover
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(colour.slate);
  // A sun setting into the sea: the sea is drawn over the lower half of the sun.
  doc.circle(doc.page.width * 0.72, doc.page.height * 0.6, 70).fill('#F3D9C8');
  doc.rect(0, doc.page.height * 0.62, doc.page.width, doc.page.height * 0.38).fill(colour.sea);
  doc.rect(0, doc.page.height * 0.62, doc.page.width, 4).fill(colour.sand);
  doc
    .fillColor('#FFFFFF')
    .font('Times-Bold')
    .fontSize(40)
    .text(guideMeta.title, MARGIN, 170, { width });
  doc
    .moveDown(0.5)
    .font('Helvetica')
    .fontSize(15)
    .fillColor(colour.sand)
    .text(guideMeta.subtitle, { width });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#FFFFFF')
    .text(`${brand.siteName} · ${brand.handle}`, MARGIN, doc.page.height - 120, { width });
  doc.font('Helvetica').text(`${contact.email} · ${contact.phone}`, { width });

  // Welcome
  doc.addPage();
  heading('Welcome to Los Cabos');
  body(guideMeta.intro);
  doc.moveDown();
  subheading('In this guide');
  for (const section of guideSections) bullet(section.title);
  bullet('Adventures at a glance');
  bullet('Contact your concierge');

  for (const section of guideSections) {
    doc.addPage();
    heading(section.title);
    body(section.intro);
    doc.moveDown(0.5);
    for (const block of section.blocks) renderBlock(block);
  }

  // A table of bookable adventures from the catalogue.
  doc.addPage();
  heading('Adventures at a glance');
  body('A selection of tours our guests book most, with the current online price per person.');
  doc.moveDown(0.5);
  for (const a of adventures.slice(0, 14)) {
    keepTogether(48);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(colour.text).text(a.title, { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colour.muted)
      .text(
        `${a.duration} · from ${a.currentPrice} (was ${a.originalPrice}) · ages ${a.minAge}+ · ${a.provider}`,
        { width },
      );
    doc.moveDown(0.5);
  }

  doc.addPage();
  heading('Contact your concierge');
  body(
    'Our local team books villas, resorts, yachts, tables and transfers, and answers questions before and during your stay. Write or call any day of the week.',
  );
  doc.moveDown();
  for (const line of [
    `E-mail: ${contact.email}`,
    `Phone and WhatsApp: ${contact.phone}`,
    `Web: ${contact.web}`,
    `Instagram: ${brand.handle}`,
  ]) {
    bullet(line);
  }

  // Footers with page numbers on every page but the cover.
  const range = doc.bufferedPageRange();
  for (let i = 1; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colour.muted)
      .text(`${guideMeta.title} · page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - 40, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;

  function keepTogether(height: number) {
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
  }
  function heading(text: string) {
    doc
      .font('Times-Bold')
      .fontSize(26)
      .fillColor(colour.slate)
      .text(text, MARGIN, doc.y, { width });
    const y = doc.y + 4;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + 60, y)
      .lineWidth(3)
      .strokeColor(colour.sea)
      .stroke();
    doc.moveDown(1);
  }
  function subheading(text: string) {
    keepTogether(60);
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(colour.sea)
      .text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  }
  function body(text: string) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(colour.text)
      .text(text, MARGIN, doc.y, { width, lineGap: 3 });
  }
  function bullet(text: string) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(colour.text)
      .text(`•  ${text}`, MARGIN + 8, doc.y, { width: width - 8, lineGap: 2, indent: 0 });
    doc.moveDown(0.2);
  }
  function renderBlock(block: GuideBlock) {
    switch (block.kind) {
      case 'heading':
        subheading(block.text);
        break;
      case 'paragraph':
        body(block.text);
        doc.moveDown(0.5);
        break;
      case 'bullets':
        for (const item of block.items) bullet(item);
        doc.moveDown(0.3);
        break;
      case 'entry':
        keepTogether(70);
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor(colour.text)
          .text(block.name, MARGIN, doc.y, { width, continued: false });
        doc
          .font('Helvetica-Oblique')
          .fontSize(10)
          .fillColor(colour.muted)
          .text(block.detail, { width });
        doc.moveDown(0.2);
        body(block.text);
        doc.moveDown(0.6);
        break;
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? 'cabo-travel.pdf';
  fs.writeFileSync(out, await buildGuidePdf());
  console.log(`Wrote ${out}`);
}

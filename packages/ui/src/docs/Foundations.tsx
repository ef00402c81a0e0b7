import type { CSSProperties, ReactNode } from 'react';
import * as sharedIcons from '../common/icons.tsx';
import { AmenityIcon, amenityIconNames } from '../patterns/AmenityList/amenityIcons.tsx';
import { themeValues } from '../theme/values.ts';
import { mediaQueries } from '../theme/vars.css.ts';
import { contrastRatio } from './contrast.ts';

// The Foundations docs pages (packages/ui/src/docs/*.mdx) render these tables from the theme's
// own values, so the pages cannot drift from what components use.

type ColourRole = keyof typeof themeValues.color;
const colour = themeValues.color;

const table: CSSProperties = { width: '100%', borderCollapse: 'collapse', fontSize: 14 };
const cell: CSSProperties = {
  borderBottom: '1px solid #DADFDD',
  padding: '8px 12px 8px 0',
  textAlign: 'left',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: 13 };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ value, label }: { value: string; label: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      style={{
        display: 'inline-block',
        width: 40,
        height: 40,
        borderRadius: 8,
        background: value,
        border: '1px solid #7A8785',
      }}
    />
  );
}

/**
 * Where each role is drawn and on which surfaces: text needs 4.5:1 (WCAG 1.4.3), a graphic
 * or a control's edge 3:1 (1.4.11); a surface or decoration has no minimum of its own.
 */
const colourUse: Record<
  ColourRole,
  { use: string; kind: 'text' | 'graphic' | 'surface'; on: ColourRole[] }
> = {
  brand: {
    use: 'Primary buttons, links, headings accents',
    kind: 'text',
    on: ['surface', 'sand', 'sea', 'surfaceMuted'],
  },
  brandHover: { use: 'Primary button, hovered', kind: 'surface', on: [] },
  brandPressed: { use: 'Primary button, pressed', kind: 'surface', on: [] },
  onBrand: {
    use: 'Text and icons on brand and photo scrims',
    kind: 'text',
    on: ['brand', 'brandHover', 'brandPressed', 'seaDeep', 'scrim'],
  },
  sand: { use: 'Warm section background', kind: 'surface', on: [] },
  sandDeep: { use: 'Decorative bands, placeholders', kind: 'surface', on: [] },
  sea: { use: 'Cool section background, highlights', kind: 'surface', on: [] },
  seaDeep: { use: 'Secondary accent text and icons', kind: 'text', on: ['surface', 'sea'] },
  sunset: { use: 'Promotional background', kind: 'surface', on: [] },
  sunsetDeep: { use: 'Accent icons (special features)', kind: 'graphic', on: ['surface'] },
  background: { use: 'Page background', kind: 'surface', on: [] },
  surface: { use: 'Cards, dialogs, fields', kind: 'surface', on: [] },
  surfaceMuted: { use: 'Quiet panels, table stripes', kind: 'surface', on: [] },
  text: {
    use: 'Body text and headings',
    kind: 'text',
    on: ['background', 'surfaceMuted', 'sand', 'sea', 'sunset'],
  },
  textMuted: {
    use: 'Dates, captions, hints',
    kind: 'text',
    on: ['surface', 'surfaceMuted', 'sand'],
  },
  border: { use: 'Dividers and card edges (decorative)', kind: 'surface', on: [] },
  borderStrong: {
    use: 'Field and checkbox edges',
    kind: 'graphic',
    on: ['surface', 'surfaceMuted'],
  },
  focusRing: { use: 'Keyboard focus outline', kind: 'graphic', on: ['surface', 'sand', 'sea'] },
  danger: { use: 'Error messages and destructive actions', kind: 'text', on: ['surface'] },
  onDanger: { use: 'Text on a destructive button', kind: 'text', on: ['danger'] },
  success: { use: 'Success messages', kind: 'text', on: ['surface'] },
  star: { use: 'Rating stars', kind: 'graphic', on: ['surface'] },
  overlay: { use: 'Backdrop behind dialogs and sheets', kind: 'surface', on: [] },
  scrim: { use: 'Under white captions on photos', kind: 'surface', on: [] },
};

const minimum = { text: 4.5, graphic: 3, surface: 0 };

function Ratio({ fg, bg, min }: { fg: string; bg: string; min: number }) {
  const ratio = contrastRatio(fg, bg);
  const pass = ratio >= min;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {ratio.toFixed(2)}:1 {min > 0 ? (pass ? '✓' : '✗ below ' + min) : ''}
    </span>
  );
}

/** Every colour role of the theme, its value, and its contrast on the surfaces it is used on. */
export function ColourRoles() {
  return (
    <Table head={['Role', 'Swatch', 'Value', 'Used for', 'Contrast on its surfaces']}>
      {(Object.keys(colour) as ColourRole[]).map((role) => {
        const { use, kind, on } = colourUse[role];
        return (
          <tr key={role}>
            <td style={{ ...cell, ...code }}>color.{role}</td>
            <td style={cell}>
              <Swatch value={colour[role]} label={`${role} swatch`} />
            </td>
            <td style={{ ...cell, ...code }}>{colour[role]}</td>
            <td style={cell}>{use}</td>
            <td style={cell}>
              {on.length === 0
                ? kind === 'surface'
                  ? 'A surface: see the roles drawn on it'
                  : '—'
                : on.map((bg) => (
                    <div key={bg}>
                      on <span style={code}>{bg}</span>:{' '}
                      <Ratio fg={colour[role]} bg={colour[bg]} min={minimum[kind]} />
                    </div>
                  ))}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The status badge pairs: each text colour on its own background. */
export function StatusPairs() {
  const s = themeValues.status;
  const names = ['green', 'yellow', 'red', 'blue', 'purple', 'gray'] as const;
  return (
    <Table head={['Status', 'Sample', 'Background', 'Text', 'Contrast']}>
      {names.map((n) => {
        const bg = s[`${n}Bg`];
        const fg = s[`${n}Text`];
        return (
          <tr key={n}>
            <td style={{ ...cell, ...code }}>status.{n}</td>
            <td style={cell}>
              <span
                style={{
                  background: bg,
                  color: fg,
                  padding: '2px 10px',
                  borderRadius: 999,
                  fontSize: 13,
                }}
              >
                {n}
              </span>
            </td>
            <td style={{ ...cell, ...code }}>{bg}</td>
            <td style={{ ...cell, ...code }}>{fg}</td>
            <td style={cell}>
              <Ratio fg={fg} bg={bg} min={4.5} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** Font sizes with a sample line each, then the weights, line heights and faces. */
export function TypeScale() {
  const t = themeValues;
  return (
    <>
      <Table head={['Token', 'Size', 'Sample']}>
        {Object.entries(t.fontSize).map(([name, size]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>fontSize.{name}</td>
            <td style={{ ...cell, ...code }}>{size}</td>
            <td
              style={{
                ...cell,
                fontSize: size,
                fontFamily: ['xl', 'xxl', 'display'].includes(name) ? t.font.display : t.font.body,
                lineHeight: t.lineHeight.tight,
              }}
            >
              Discover the magic of Cabo
            </td>
          </tr>
        ))}
      </Table>
      <h3>Weights</h3>
      <Table head={['Token', 'Value', 'Sample']}>
        {Object.entries(t.fontWeight).map(([name, weight]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>fontWeight.{name}</td>
            <td style={{ ...cell, ...code }}>{weight}</td>
            <td style={{ ...cell, fontWeight: Number(weight), fontFamily: t.font.body }}>
              Private chef dinner for six
            </td>
          </tr>
        ))}
      </Table>
      <h3>Line heights</h3>
      <Table head={['Token', 'Value', 'Use']}>
        {Object.entries(t.lineHeight).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>lineHeight.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>
              {
                { tight: 'Headings', normal: 'Body text, fields', relaxed: 'Long reads (blog)' }[
                  name
                ]
              }
            </td>
          </tr>
        ))}
      </Table>
      <h3>Faces</h3>
      <Table head={['Token', 'Stack']}>
        {Object.entries(t.font).map(([name, stack]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>font.{name}</td>
            <td style={{ ...cell, fontFamily: stack }}>{stack}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

const rem = (value: string) => (value.endsWith('rem') ? `${parseFloat(value) * 16}px` : value);

/** The spacing scale, each step drawn as a bar of its size. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', 'In pixels', 'Size']}>
      {Object.entries(themeValues.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>space.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={{ ...cell, ...code }}>{rem(value) === '0' ? '0' : rem(value)}</td>
          <td style={cell}>
            <span
              style={{
                display: 'inline-block',
                width: value,
                height: 16,
                background: colour.seaDeep,
                verticalAlign: 'middle',
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The corner radii on a sample card each. */
export function RadiusScale() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {Object.entries(themeValues.radius).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              width: 96,
              height: 64,
              borderRadius: value,
              background: colour.sand,
              border: `2px solid ${colour.brand}`,
            }}
          />
          <figcaption style={{ ...code, marginTop: 8 }}>
            radius.{name}
            <br />
            {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The elevation shadows on a white card each. */
export function ShadowScale() {
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 32,
        padding: 16,
        background: colour.surfaceMuted,
      }}
    >
      {Object.entries(themeValues.shadow).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, maxWidth: 220 }}>
          <div
            style={{
              width: 160,
              height: 96,
              borderRadius: themeValues.radius.md,
              background: colour.surface,
              boxShadow: value,
            }}
          />
          <figcaption style={{ ...code, marginTop: 12 }}>
            shadow.{name}
            <br />
            {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Durations with what they are for, and the media query that stills motion. */
export function MotionTokens() {
  const use: Record<string, string> = {
    fast: 'Hover and press feedback, small reveals (the chat button, the search results)',
    normal: 'Bars and drawers sliding in, dialogs fading in (ease-out)',
  };
  return (
    <>
      <Table head={['Token', 'Value', 'Use']}>
        {Object.entries(themeValues.duration).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...code }}>duration.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>{use[name]}</td>
          </tr>
        ))}
      </Table>
      <p>
        Reduced motion: <code style={code}>{mediaQueries.reducedMotion}</code>
      </p>
    </>
  );
}

const iconCell: CSSProperties = {
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: 12,
  border: '1px solid #DADFDD',
  borderRadius: 10,
  color: colour.text,
};
const iconGrid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 12,
};

/** Every shared icon (common/icons.tsx) with its export name. */
export function SharedIcons() {
  return (
    <div style={iconGrid}>
      {Object.entries(sharedIcons).map(([name, Icon]) => (
        <figure key={name} style={{ ...iconCell, margin: 0 }}>
          <Icon />
          <figcaption style={code}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Every amenity icon with the name `AmenityIcon` takes. */
export function AmenityIcons() {
  return (
    <div style={iconGrid}>
      {amenityIconNames.map((name) => (
        <figure key={name} style={{ ...iconCell, margin: 0 }}>
          <AmenityIcon name={name} />
          <figcaption style={code}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

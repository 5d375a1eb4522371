import type { LocaleCode } from '../../shared/locales';

/** Simplified national flags as tiny inline SVGs (no image requests, no emoji font needed). */
type Design =
  { kind: 'h'; colors: string[] } | { kind: 'v'; colors: string[] } | { kind: 'cross'; field: string; cross: string; inner?: string };

const DESIGNS: Record<LocaleCode, Design> = {
  sv: { kind: 'cross', field: '#006aa7', cross: '#fecc00' },
  da: { kind: 'cross', field: '#c8102e', cross: '#fff' },
  fi: { kind: 'cross', field: '#fff', cross: '#002f6c' },
  de: { kind: 'h', colors: ['#000', '#dd0000', '#ffce00'] },
  cs: { kind: 'h', colors: ['#fff', '#d7141a'] },
  en: { kind: 'cross', field: '#012169', cross: '#fff', inner: '#c8102e' },
  es: { kind: 'h', colors: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  et: { kind: 'h', colors: ['#0072ce', '#000', '#fff'] },
  fr: { kind: 'v', colors: ['#0055a4', '#fff', '#ef4135'] },
  hr: { kind: 'h', colors: ['#ff0000', '#fff', '#171796'] },
  hu: { kind: 'h', colors: ['#ce2939', '#fff', '#477050'] },
  it: { kind: 'v', colors: ['#009246', '#fff', '#ce2b37'] },
  lt: { kind: 'h', colors: ['#fdb913', '#006a44', '#c1272d'] },
  lv: { kind: 'h', colors: ['#9e3039', '#9e3039', '#fff', '#9e3039', '#9e3039'] },
  nl: { kind: 'h', colors: ['#ae1c28', '#fff', '#21468b'] },
  pl: { kind: 'h', colors: ['#fff', '#dc143c'] },
  pt: { kind: 'v', colors: ['#006600', '#ff0000', '#ff0000'] },
  ro: { kind: 'v', colors: ['#002b7f', '#fcd116', '#ce1126'] },
  sl: { kind: 'h', colors: ['#fff', '#005ce5', '#ed1c24'] },
};

const round = (n: number) => Math.round(n * 100) / 100;

export function Flag({ code }: { code: LocaleCode }) {
  const design = DESIGNS[code];
  const w = 24;
  const h = 16;
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" className="flag">
      {design.kind === 'cross' ? (
        <>
          <rect width={w} height={h} fill={design.field} />
          {code === 'en' ? (
            <>
              <path d="M0 0L24 16M24 0L0 16" stroke="#fff" strokeWidth="3" />
              <path d="M12 0v16M0 8h24" stroke="#fff" strokeWidth="5" />
              <path d="M12 0v16M0 8h24" stroke={design.inner} strokeWidth="3" />
            </>
          ) : (
            <path d="M8 0v16M0 8h24" stroke={design.cross} strokeWidth="3" />
          )}
        </>
      ) : (
        design.colors.map((color, i) =>
          design.kind === 'h' ? (
            <rect key={i} y={round((h / design.colors.length) * i)} width={w} height={round(h / design.colors.length + 0.1)} fill={color} />
          ) : (
            <rect key={i} x={round((w / design.colors.length) * i)} width={round(w / design.colors.length + 0.1)} height={h} fill={color} />
          ),
        )
      )}
      <rect width={w} height={h} fill="none" stroke="#0002" />
    </svg>
  );
}

/** Small inline icons (decorative: their buttons and links carry the text). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: 'false' } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const icons = {
  menu: (
    <svg {...common}>
      <path d="M4 6h16M4 12h16M4 18h16" {...stroke} />
    </svg>
  ),
  close: (
    <svg {...common}>
      <path d="M6 6l12 12M18 6L6 18" {...stroke} />
    </svg>
  ),
  chevron: (
    <svg {...common} width={14} height={14}>
      <path d="M6 9l6 6 6-6" {...stroke} />
    </svg>
  ),
  pause: (
    <svg {...common} width={14} height={14} className="icon-pause">
      <path d="M8 5v14M16 5v14" {...stroke} strokeWidth={3} />
    </svg>
  ),
  play: (
    <svg {...common} width={14} height={14} className="icon-play">
      <path d="M7 4l13 8-13 8z" fill="currentColor" />
    </svg>
  ),
  previous: (
    <svg {...common}>
      <path d="M15 5l-7 7 7 7" {...stroke} />
    </svg>
  ),
  next: (
    <svg {...common}>
      <path d="M9 5l7 7-7 7" {...stroke} />
    </svg>
  ),
  quality: (
    <svg {...common} width={18} height={18}>
      <path d="M12 3l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.8z" {...stroke} />
    </svg>
  ),
  delivery: (
    <svg {...common} width={18} height={18}>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z" {...stroke} />
    </svg>
  ),
  artists: (
    <svg {...common} width={18} height={18}>
      <path
        d="M12 3a9 9 0 100 18c1.2 0 1.6-1 1-2-.8-1.3.1-3 1.7-3H17a4 4 0 004-4c0-5-4-9-9-9zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01"
        {...stroke}
      />
    </svg>
  ),
  account: (
    <svg {...common} width={24} height={24}>
      <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20.5c.8-3.7 3.9-6 7.5-6s6.7 2.3 7.5 6" {...stroke} />
    </svg>
  ),
  checkout: (
    <svg {...common} width={24} height={24}>
      <path d="M5 8h14l-1 12H6zM9 8V6.5a3 3 0 016 0V8M9.5 14l2 2 3.5-4" {...stroke} />
    </svg>
  ),
  secure: (
    <svg {...common} width={18} height={18}>
      <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3" {...stroke} />
    </svg>
  ),
};

/** One design of each custom poster template (./designs.ts), for tests. */
import type { StarMapDesign, TypographyDesign } from './designs';

export const sampleTypography: TypographyDesign = {
  template: 'typography',
  lines: ['Home is where', '', 'the heart is ♥'],
  font: 'playfair-display',
  layout: 'centered',
  foreground: '#1a1a1a',
  background: '#F5EFE6',
};

export const sampleStarMap: StarMapDesign = {
  template: 'star-map',
  place: 'Göteborg, Sverige',
  date: '2019-06-21',
  latitude: 57.70887,
  longitude: -11.97456,
  caption: 'The night we met — 21.06.2019',
};

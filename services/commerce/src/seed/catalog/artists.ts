import { LOCALE_CODES } from '../../../../../shared/locales';
import type { Random } from '../../random';
import { fill, slugify } from '../../translated';
import type { Tables } from '../tables';
import { BIO_CLOSING, BIO_INSPIRATION, BIO_MEDIUM } from '../words/sentences';

/** Independent artists from all over Europe; names are the same in every language. */
const ARTIST_NAMES = [
  'Astrid Lindqvist',
  'Elias Berg',
  'Maja Holm',
  'Nils Ekström',
  'Freja Dahl',
  'Oskar Lund',
  'Ingrid Sørensen',
  'Mads Kjær',
  'Sofie Lindberg',
  'Emil Nyberg',
  'Klara Sjöberg',
  'Hugo Wallin',
  'Linnea Åberg',
  'Anton Falk',
  'Ebba Strand',
  'Jonas Mikkelsen',
  'Ida Brandt',
  'Felix Hartmann',
  'Lena Vogel',
  'Paul Schneider',
  'Mia Krause',
  'Jakob Winter',
  'Clara Fontaine',
  'Louis Moreau',
  'Léa Girard',
  'Matteo Rossi',
  'Giulia Conti',
  'Lorenzo Bianchi',
  'Sofia Ricci',
  'Lucía Navarro',
  'Pablo Herrera',
  'Elena Vidal',
  'Inês Almeida',
  'Tiago Costa',
  'Eva Nováková',
  'Tomáš Dvořák',
  'Zofia Kowalska',
  'Marek Nowak',
  'Aino Virtanen',
  'Eero Mäkinen',
  'Liis Tamm',
  'Kristjan Kask',
  'Rūta Kazlauskaitė',
  'Jonas Petrauskas',
  'Laura Ozola',
  'Emma de Vries',
  'Daan Bakker',
  'Noor Jansen',
  'Ana Horvat',
  'Luka Kovačić',
  'Nina Zupan',
  'Réka Szabó',
  'Ioana Popescu',
  'Andrei Ionescu',
  'Signe Aalto',
  'Theo Lambert',
];

export interface ArtistInfo {
  id: number;
  name: string;
  slug: string;
}

/** Writes the artists with a three-sentence bio per language. */
export function buildArtists(tables: Tables, random: Random): ArtistInfo[] {
  return ARTIST_NAMES.map((name, index) => {
    const id = index + 1;
    const slug = slugify(name);
    tables.artists.push({ id, name, slug, art_seed: random.int(1, 2 ** 31 - 1) });
    const medium = random.pick(BIO_MEDIUM);
    const inspiration = random.pick(BIO_INSPIRATION);
    const closing = random.pick(BIO_CLOSING);
    for (const locale of LOCALE_CODES) {
      const bio = [fill(medium[locale], { name }), inspiration[locale], closing[locale]].join(' ');
      tables.artist_bios.push({ artist_id: id, locale, bio });
    }
    return { id, name, slug };
  });
}

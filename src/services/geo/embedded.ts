/**
 * Country from coordinates, offline: @rapideditor/country-coder carries the world's country borders
 * (the OpenStreetMap community's, about 1 MB) and answers from memory, so no coordinate leaves the server.
 */
import { iso1A2Code } from '@rapideditor/country-coder';
import type { GeoPort } from './port.ts';

export class EmbeddedGeo implements GeoPort {
  countryAt(latitude: number, longitude: number): string | null {
    // country-coder takes [longitude, latitude]; `level: 'territory'` would split off e.g. Norfolk Island.
    return iso1A2Code([longitude, latitude]) ?? null;
  }
}

/**
 * Country from coordinates, offline: @rapideditor/country-coder carries the world's country borders
 * (the OpenStreetMap community's, about 1 MB) and answers from memory, so no coordinate leaves the server.
 */
import type { GeoPort } from './port.ts';

/** The boundaries are loaded by the first /api/location, not with the server. */
let countryCoder: Promise<typeof import('@rapideditor/country-coder')> | undefined;

export class EmbeddedGeo implements GeoPort {
  async countryAt(latitude: number, longitude: number): Promise<string | null> {
    const { iso1A2Code } = await (countryCoder ??= import('@rapideditor/country-coder'));
    // country-coder takes [longitude, latitude]; `level: 'territory'` would split off e.g. Norfolk Island.
    return iso1A2Code([longitude, latitude]) ?? null;
  }
}

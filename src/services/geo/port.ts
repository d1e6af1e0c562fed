/**
 * The geo port (docs/requirements.md#calls "GET /api/location?lat&lon returns country code"): which country a point on
 * Earth is in. The embedded adapter answers offline from country boundaries; an IP geolocation service
 * (GEO_IP_URL) is asked by the browser itself, so it needs no server adapter.
 */

/** ISO 3166-1 alpha-2 country code, upper case (`AU`, `NZ`). */
export type CountryCode = string;

export interface GeoPort {
  /**
   * The country at latitude/longitude (degrees, WGS84), or null at sea and in Antarctica. A promise: the
   * boundaries are loaded with the first question, not with the server.
   */
  countryAt(latitude: number, longitude: number): Promise<CountryCode | null>;
}

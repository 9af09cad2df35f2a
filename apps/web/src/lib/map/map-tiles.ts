import { mapTileOrigin } from "./map-tile-origin.mjs";

export { mapTileOrigin };

/**
 * The contact page's map: OpenStreetMap's own tiles, which need no key. The page policy allows
 * pictures from this origin (and nothing else from it), so the map's tiles can load on any page
 * the shopper reaches it from.
 */
export const mapTileTemplate = `${mapTileOrigin}/{z}/{x}/{y}.png`;

export interface MapPoint {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** The same place on openstreetmap.org, for the link out (and when tiles cannot load). */
export function openStreetMapLink({ latitude, longitude, zoom }: MapPoint): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

import "leaflet/dist/leaflet.css";
import { circleMarker, map as leafletMap, tileLayer } from "leaflet";
import { type MapPoint, mapTileTemplate } from "@/lib/map/map-tiles.ts";

/**
 * Draws the live map in `holder` and reports once: true when its first tile has loaded, false
 * when a tile failed or none came within `waitMs` (the map is then removed). Answers a function
 * that removes it.
 */
export function showLiveMap(
  holder: HTMLElement,
  point: MapPoint,
  attribution: string,
  waitMs: number,
  report: (shown: boolean) => void,
): () => void {
  const centre: [number, number] = [point.latitude, point.longitude];
  const live = leafletMap(holder, { scrollWheelZoom: false }).setView(centre, point.zoom);
  let settled = false;
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    live.remove();
  };
  const settle = (shown: boolean) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    if (!shown) remove();
    report(shown);
  };
  const timer = setTimeout(() => settle(false), waitMs);
  tileLayer(mapTileTemplate, {
    maxZoom: 19,
    attribution: `<a href="https://www.openstreetmap.org/copyright">${attribution}</a>`,
  })
    .on("tileload", () => settle(true))
    .on("tileerror", () => settle(false))
    .addTo(live);
  circleMarker(centre, {
    radius: 10,
    color: "#0c4739",
    fillColor: "#0c4739",
    fillOpacity: 0.9,
  }).addTo(live);
  return () => {
    clearTimeout(timer);
    remove();
  };
}

"use client";

import type { GalleryPicture } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { type KeyboardEvent, useState } from "react";
import { ChevronIcon } from "@/components/ui/icons.tsx";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { useProductChoice } from "./product-choice.tsx";

/** The pictures of the chosen colour (and those of no colour); all of them before a choice. */
function picturesFor(gallery: GalleryPicture[], colour: string | null): GalleryPicture[] {
  if (colour === null) return gallery;
  const wanted = colour.toLowerCase();
  const ofColour = gallery.filter((picture) => picture.colour_hex?.toLowerCase() === wanted);
  if (!ofColour.length) return gallery;
  return [...ofColour, ...gallery.filter((picture) => picture.colour_hex === null)];
}

const mainSizes = "(min-width: 1200px) 560px, (min-width: 768px) 46vw, calc(100vw - 2rem)";

/**
 * The main picture with its thumbnails. On a mouse the picture zooms where the pointer is;
 * a click, a tap or Enter opens it larger in a dialog, where arrow keys page through.
 */
export function ProductGallery({ gallery, name }: { gallery: GalleryPicture[]; name: string }) {
  const t = useTranslations("ProductPage");
  const { colour } = useProductChoice();
  const pictures = picturesFor(gallery, colour);
  const [chosen, setChosen] = useState<string | null>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const large = useModalDialog();
  const found = pictures.findIndex((picture) => picture.large.url === chosen);
  const index = found === -1 ? 0 : found;
  const current = pictures[index];
  const show = (next: number) => {
    const count = pictures.length;
    setChosen(pictures[(next + count) % count]?.large.url ?? null);
  };
  const onDialogKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    show(index + (forward ? 1 : -1));
  };
  if (!current) {
    return <div className="aspect-square w-full rounded-xl border border-gray-200 bg-gray-50" />;
  }
  return (
    <div className="flex flex-col gap-3" data-testid="product-gallery">
      <button
        type="button"
        onClick={large.show}
        onPointerMove={(event) => {
          if (event.pointerType !== "mouse") return;
          const box = event.currentTarget.getBoundingClientRect();
          setZoom({
            x: ((event.clientX - box.left) / box.width) * 100,
            y: ((event.clientY - box.top) / box.height) * 100,
          });
        }}
        onPointerLeave={() => setZoom(null)}
        aria-label={t("openLarger", { name })}
        className="relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <div
          className="h-full w-full transition-transform duration-150 ease-out motion-reduce:transition-none"
          style={
            zoom ? { transform: "scale(2)", transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined
          }
        >
          <ResponsivePicture
            picture={current.large}
            alt={name}
            sizes={mainSizes}
            priority
            className="h-full w-full object-contain"
          />
        </div>
      </button>
      {pictures.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t("pictures")}>
          {pictures.map((picture, position) => (
            <li key={picture.large.url} className="shrink-0">
              <button
                type="button"
                onClick={() => show(position)}
                aria-label={t("showPicture", { index: position + 1, count: pictures.length })}
                aria-current={position === index ? "true" : undefined}
                className="block h-16 w-16 overflow-hidden rounded-lg border-2 border-transparent bg-white aria-[current=true]:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:h-20 sm:w-20"
                data-testid="gallery-thumbnail"
              >
                <ResponsivePicture
                  picture={picture.thumbnail}
                  alt=""
                  sizes="80px"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog
        controls={large}
        title={name}
        titleAs="label"
        closeLabel={t("close")}
        closeAt="corner-first"
        closeClassName="absolute end-2 top-2 z-10 rounded-full bg-white/90 p-2 shadow hover:bg-gray-100"
        onKeyDown={onDialogKey}
        className="m-auto w-[min(48rem,calc(100vw-1rem))] max-w-none rounded-2xl bg-white p-0 text-ink backdrop:bg-black/70"
        bodyClassName="relative flex flex-col"
        testId="gallery-dialog"
      >
        <div className="aspect-square max-h-[calc(100dvh-6rem)] w-full">
          <ResponsivePicture
            picture={current.large}
            alt={name}
            sizes="min(48rem, 100vw)"
            className="h-full w-full object-contain"
          />
        </div>
        {pictures.length > 1 && (
          <div className="flex items-center justify-between gap-2 border-t border-gray-200 p-2">
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("previousPicture")}
              className="rounded-full p-2 hover:bg-gray-100"
            >
              <ChevronIcon toward="start" className="h-5 w-5" />
            </button>
            <p className="text-sm text-muted" aria-live="polite">
              {t("pictureCount", { index: index + 1, count: pictures.length })}
            </p>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("nextPicture")}
              className="rounded-full p-2 hover:bg-gray-100"
            >
              <ChevronIcon className="h-5 w-5" />
            </button>
          </div>
        )}
      </ModalDialog>
    </div>
  );
}

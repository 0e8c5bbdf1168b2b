import { EventTypeIcon } from "@/components/events/event-type-icon";

/** The venue or event image in a fixed 16:9 box; without one, the rainbow gradient and the type icon. */
export function EventCardImage({ src, type }: { src: string | null; type: string }) {
  return (
    <div className="relative aspect-video w-full overflow-hidden bg-muted">
      {src ? (
        <img src={src} alt="" width={640} height={360} loading="lazy" className="size-full object-cover" />
      ) : (
        <div className="bg-rainbow flex size-full items-center justify-center opacity-90">
          <EventTypeIcon type={type} className="size-14 text-white drop-shadow" />
        </div>
      )}
    </div>
  );
}

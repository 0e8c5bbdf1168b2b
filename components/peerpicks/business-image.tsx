import { Store } from "lucide-react";
import { cn } from "@/lib/client/cn";

type BusinessImageProps = { src: string | null; alt: string; noImageLabel: string; className?: string };

/** A 16:9 box so nothing shifts while the photo loads; a brand gradient when there is none. */
export function BusinessImage({ src, alt, noImageLabel, className }: BusinessImageProps) {
  return (
    <div className={cn("relative aspect-video w-full overflow-hidden bg-muted", className)}>
      {src ? (
        <img src={src} alt={alt} width={640} height={360} loading="lazy" className="absolute inset-0 size-full object-cover" />
      ) : (
        <div role="img" aria-label={noImageLabel} className="bg-rainbow absolute inset-0 flex items-center justify-center opacity-80">
          <Store aria-hidden className="size-10 text-white" />
        </div>
      )}
    </div>
  );
}

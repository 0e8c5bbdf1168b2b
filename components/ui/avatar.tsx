"use client";

import * as React from "react";

import { cn } from "@/lib/client/cn";

// Radix Avatar's behaviour, without its 2.5 kB (gzip) of context and primitive code on Home's first load:
// the image shows once it has loaded (the fallback until then, and for good when it fails); the server
// and the first render show the fallback, as Radix does.
type Status = "idle" | "loading" | "loaded" | "error";

const AvatarStatus = React.createContext<[Status, (status: Status) => void]>(["idle", () => undefined]);

const statusOf = (image: HTMLImageElement): Status => (image.complete ? (image.naturalWidth > 0 ? "loaded" : "error") : "loading");

export function Avatar({ className, ...props }: React.ComponentProps<"span">) {
  const state = React.useState<Status>("idle");
  return (
    <AvatarStatus value={state}>
      <span data-slot="avatar" className={cn("relative flex size-10 shrink-0 overflow-hidden rounded-full", className)} {...props} />
    </AvatarStatus>
  );
}

export function AvatarImage({ className, src, alt, ...props }: Omit<React.ComponentProps<"img">, "src"> & { src?: string }) {
  const [status, setStatus] = React.useContext(AvatarStatus);
  const { referrerPolicy, crossOrigin } = props;
  React.useLayoutEffect(() => {
    if (!src) {
      setStatus("error");
      return;
    }
    const image = new window.Image();
    const onLoad = () => setStatus(statusOf(image));
    const onError = () => setStatus("error");
    image.addEventListener("load", onLoad);
    image.addEventListener("error", onError);
    if (referrerPolicy) image.referrerPolicy = referrerPolicy;
    image.crossOrigin = crossOrigin ?? null;
    image.src = src;
    setStatus(statusOf(image));
    return () => {
      image.removeEventListener("load", onLoad);
      image.removeEventListener("error", onError);
      setStatus("idle");
    };
  }, [src, crossOrigin, referrerPolicy, setStatus]);
  return status === "loaded" ? <img data-slot="avatar-image" className={cn("aspect-square size-full object-cover", className)} src={src} alt={alt} {...props} /> : null;
}

export function AvatarFallback({ className, ...props }: React.ComponentProps<"span">) {
  const [status] = React.useContext(AvatarStatus);
  return status === "loaded" ? null : (
    <span
      data-slot="avatar-fallback"
      className={cn("flex size-full items-center justify-center rounded-full bg-secondary text-sm font-medium text-secondary-foreground", className)}
      {...props}
    />
  );
}

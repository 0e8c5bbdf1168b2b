"use client";

// Native share when the browser has it, else copy to the clipboard (spec: Share Profile dialog).
export type ShareOutcome = "shared" | "copied" | "cancelled";

export async function copyText(text: string) {
  await navigator.clipboard.writeText(text);
}

export async function shareOrCopy(data: { title: string; text?: string; url: string; files?: File[] }): Promise<ShareOutcome> {
  const shareData: ShareData = { title: data.title, text: data.text, url: data.url };
  if (data.files?.length && navigator.canShare?.({ files: data.files })) shareData.files = data.files;
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(shareData))) {
    try {
      await navigator.share(shareData);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // fall through to copying
    }
  }
  await copyText(data.text ? `${data.text}` : data.url);
  return "copied";
}

/** '{display name}-qr-code.png' with characters a file system dislikes replaced. */
export function qrFileName(name: string) {
  return `${name.replace(/[\\/:*?"<>|]+/g, "-").trim() || "User"}-qr-code.png`;
}

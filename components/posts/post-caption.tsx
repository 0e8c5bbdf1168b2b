import { RichText } from "@/components/shared/rich-text";

/** The author's name, then the caption with its #tags and @mentions linked. */
export function PostCaption({ name, text }: { name: string; text: string }) {
  return (
    <p className="text-sm break-words whitespace-pre-wrap">
      <span className="mr-1.5 font-semibold">{name}</span>
      <RichText text={text} />
    </p>
  );
}

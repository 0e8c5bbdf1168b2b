"use client";

import { Lock } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ProfileDto } from "@/lib/contract/users/types";
import type { FieldVisibility } from "@/lib/contract/users/schemas";

/** Pronouns and identity line under the name: the server sends only what the viewer may see. */
export function ProfileIdentity({ profile, muted }: { profile: ProfileDto; muted: string }) {
  const t = useTranslations("profile.identity");
  if (!profile.pronouns && !profile.identityLine) return null;
  // only the owner receives the visibility settings: a lock tells them who else sees the field
  const restricted = (visibility: FieldVisibility | undefined) =>
    visibility && visibility !== "everyone" ? (
      <span className="inline-flex items-center" title={t(visibility === "only_me" ? "onlyYou" : "followersOnly")}>
        <Lock className="ml-1 size-3" aria-hidden />
        <span className="sr-only">{t(visibility === "only_me" ? "onlyYou" : "followersOnly")}</span>
      </span>
    ) : null;
  return (
    <div className={`mt-0.5 space-y-0.5 text-sm ${muted}`}>
      {profile.pronouns ? (
        <p data-testid="profile-pronouns" className="inline-flex items-center">
          <span className="break-all">{profile.pronouns}</span>
          {restricted(profile.pronounsVisibility)}
        </p>
      ) : null}
      {profile.identityLine ? (
        <p data-testid="profile-identity" className="flex items-center justify-center">
          <span className="break-words">{profile.identityLine}</span>
          {restricted(profile.identityVisibility)}
        </p>
      ) : null}
    </div>
  );
}

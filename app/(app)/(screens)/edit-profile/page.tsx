import { LanguageSection } from "@/components/i18n/language-section";
import { AccountDataSection } from "@/components/profiles/account-data-section";
import { DeleteAccountSection } from "@/components/profiles/delete-account-section";
import { EditProfileForm } from "@/components/profiles/edit-profile-form";
import { getCurrentUser } from "@/lib/server/current-user";
import { getPrivacySettings } from "@/lib/domain/users/get-privacy-settings";
import { getProfile } from "@/lib/domain/users/get-profile";

// /edit-profile: the signed-in member's own profile form, then language, their data and account deletion.
export default async function EditProfilePage() {
  const user = await getCurrentUser();
  if (!user) return null;
  const privacy = await getPrivacySettings(user);
  const own = await getProfile(user, user.id);
  return (
    <div className="space-y-8">
      <EditProfileForm
        userId={user.id}
        defaults={{
          profileImageUrl: user.profileImageUrl ?? "",
          username: user.username,
          firstName: user.firstName ?? "",
          lastName: user.lastName ?? "",
          backgroundVideoUrl: user.backgroundVideoUrl ?? "",
          bio: user.bio ?? "",
          pronouns: own.pronouns ?? "",
          pronounsVisibility: own.pronounsVisibility ?? "everyone",
          identityLine: own.identityLine ?? "",
          identityVisibility: own.identityVisibility ?? "followers",
          email: user.email,
          password: "",
          confirmPassword: "",
          currentPassword: "",
          isPrivate: privacy.isPrivate,
          discoverable: privacy.discoverable,
        }}
      />
      <LanguageSection userId={user.id} />
      <AccountDataSection userId={user.id} />
      <DeleteAccountSection userId={user.id} username={user.username} />
    </div>
  );
}

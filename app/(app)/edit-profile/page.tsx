import { EditProfileForm } from "@/components/profiles/edit-profile-form";
import { getCurrentUser } from "@/lib/auth/current-user";

// /edit-profile: the signed-in member's own profile form.
export default async function EditProfilePage() {
  const user = await getCurrentUser();
  if (!user) return null;
  return (
    <EditProfileForm
      userId={user.id}
      defaults={{
        profileImageUrl: user.profileImageUrl ?? "",
        username: user.username,
        firstName: user.firstName ?? "",
        lastName: user.lastName ?? "",
        backgroundVideoUrl: user.backgroundVideoUrl ?? "",
        bio: user.bio ?? "",
        email: user.email,
        password: "",
        confirmPassword: "",
        currentPassword: "",
      }}
    />
  );
}

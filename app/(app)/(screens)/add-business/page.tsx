import { ApplyForm } from "@/components/peerpicks/apply-form";

export default function AddBusinessPage() {
  return <ApplyForm />;
}

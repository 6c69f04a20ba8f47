// Replaced by the storefront capability (issue 3).
export default function PendingPage() {
  return <p className="p-8 text-center text-stone-700">Em breve.</p>;
}

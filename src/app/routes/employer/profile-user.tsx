import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <section className="flex flex-col gap-4 px-4 py-8">
      <PageTitle title="Profile" />
      <h2 className="text-2xl font-bold tracking-tight">Profile</h2>
    </section>
  );
}

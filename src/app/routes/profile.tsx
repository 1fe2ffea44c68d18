import { PageTitle } from '@/components/page-title';

export function Component() {
  return (
    <section className="flex flex-col gap-4 px-4 py-8">
      <PageTitle title="My profile" />
      <h1 className="text-2xl font-bold tracking-tight">My profile</h1>
    </section>
  );
}

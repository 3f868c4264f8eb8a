export default function Home() {
  return (
    <main className="mx-auto max-w-2xl p-10">
      <h1 className="text-3xl font-semibold">Switchboard</h1>
      <p className="mt-4 text-slate-600">The open platform for businesses that run AI voice agents.</p>
    </main>
  );
}

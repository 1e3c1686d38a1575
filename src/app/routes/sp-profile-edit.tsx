export function Component() {
  return <h1 className="px-4 py-10 text-2xl font-bold">Edit provider profile</h1>;
}

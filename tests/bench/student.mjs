// A signed-in student for the benchmarks, made through the app's own API: registered (the answer
// signs them in) and enrolled in a course.
import { randomUUID } from "node:crypto";

/** Registers a bench student and enrolls them in `slug`; returns their `Cookie` header. */
export async function signUpEnrolledStudent(base, slug) {
  const suffix = randomUUID().slice(0, 8);
  const registered = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      name: "Estudiante Bench",
      email: `bench-${suffix}@bench.local`,
      username: `bench_${suffix}`,
      password: "clave-segura-1",
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const headers = { Cookie: cookie };
  const course = await (await fetch(`${base}/api/courses/${slug}`, { headers })).json();
  const enrolled = await fetch(`${base}/api/enroll`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({ courseId: course.id }),
  });
  if (enrolled.status !== 201) throw new Error(`enroll: ${enrolled.status}`);
  return cookie;
}

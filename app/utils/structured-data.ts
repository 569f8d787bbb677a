import type { Course } from "../../db/schema";

type CourseFacts = Pick<
  Course,
  | "slug"
  | "title"
  | "shortDescription"
  | "description"
  | "image"
  | "instructor"
  | "duration"
  | "isLive"
>;

/**
 * The schema.org `Course` a search engine reads from a course page: free, in Spanish, offered by
 * the academy, with its workload in hours. URLs are absolute on `origin`.
 */
export function courseStructuredData(
  course: CourseFacts,
  { origin, siteName }: { origin: string; siteName: string },
) {
  const absolute = (path: string) => new URL(path, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.shortDescription || course.description,
    url: absolute(`/courses/${course.slug}`),
    image: absolute(course.image),
    inLanguage: "es",
    isAccessibleForFree: true,
    provider: { "@type": "Organization", name: siteName, sameAs: absolute("/") },
    offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "MXN" },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: course.isLive ? "Blended" : "Online",
      courseWorkload: `PT${course.duration}H`,
      instructor: { "@type": "Person", name: course.instructor },
    },
  };
}

/** JSON for an inline <script>: "<" is escaped so a title can never close the script element. */
export function inlineJson(value: unknown) {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

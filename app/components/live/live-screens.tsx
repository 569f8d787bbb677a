import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

import type { LiveDetails } from "../../../db/schema";
import { buttonClasses } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";

const DETAIL_LABELS: { key: keyof LiveDetails; label: string; icon: ReactNode }[] = [
  {
    key: "liveDuration",
    label: "Duración",
    icon: <IconPath d="M12 6v6l4 2M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Z" />,
  },
  {
    key: "schedule",
    label: "Horario",
    icon: (
      <IconPath d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
    ),
  },
  { key: "modality", label: "Modalidad", icon: <IconPath d="M3 5h18v11H3zM8 21h8M12 16v5" /> },
  {
    key: "address",
    label: "Dirección",
    icon: (
      <IconPath d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
    ),
  },
  {
    key: "contact",
    label: "Contacto",
    icon: (
      <IconPath d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
    ),
  },
];

function IconPath({ d }: { d: string }) {
  return (
    <Icon>
      <path d={d} />
    </Icon>
  );
}

/** The course's live facts (duration, schedule, modality, address, contact) as a definition list. */
export function LiveDetailsList({ details }: { details: LiveDetails | null }) {
  if (!details) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Pronto publicaremos el horario y la sede de este curso.
      </p>
    );
  }
  return (
    <dl className="space-y-4">
      {DETAIL_LABELS.filter(({ key }) => details[key]).map(({ key, label, icon }) => (
        <div key={key} className="flex gap-3">
          <span className="mt-0.5 text-brand-600 dark:text-brand-400">{icon}</span>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {label}
            </dt>
            <dd className="text-sm text-slate-800 dark:text-slate-200">{details[key]}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}

function ScreenCard({
  icon,
  tone,
  children,
}: {
  icon: ReactNode;
  tone: "green" | "blue";
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
      <div
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full ${
          tone === "green"
            ? "bg-emerald-100 text-emerald-700 dark:bg-emerald-900/50 dark:text-emerald-300"
            : "bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300"
        }`}
      >
        {icon}
      </div>
      {children}
    </div>
  );
}

const checkIcon = (
  <svg
    viewBox="0 0 24 24"
    className="h-8 w-8"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

const calendarIcon = (
  <svg
    viewBox="0 0 24 24"
    className="h-8 w-8"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />
    <path d="m9 16 2 2 4-4" />
  </svg>
);

function ContactLine({ phone }: { phone: string }) {
  return (
    <p className="mt-4 text-slate-600 dark:text-slate-400">
      Si tienes alguna duda, comunícate al{" "}
      <a
        href={`tel:${phone.replace(/[^\d+]/g, "")}`}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
      >
        {phone}
      </a>
      .
    </p>
  );
}

function ScreenActions({ courseSlug }: { courseSlug: string }) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
      <Link to={`/courses/${courseSlug}`} className={buttonClasses({ variant: "secondary" })}>
        Volver al curso
      </Link>
      <Link to="/courses" className={buttonClasses()}>
        Explorar más cursos
      </Link>
    </div>
  );
}

/** Shown right after a successful registration (SPEC §2 "Live course flow"). */
export function RegistrationSuccess({
  courseTitle,
  courseSlug,
  contactPhone,
}: {
  courseTitle: string;
  courseSlug: string;
  contactPhone: string;
}) {
  return (
    <ScreenCard icon={checkIcon} tone="green">
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">
        ¡Muchas gracias por registrarte!
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Tu registro a <strong>{courseTitle}</strong> quedó guardado.
      </p>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Unos días antes del inicio del curso te enviaremos un mensaje para confirmar tu asistencia y
        la modalidad (presencial o virtual) en la que tomarás las clases.
      </p>
      <ContactLine phone={contactPhone} />
      <ScreenActions courseSlug={courseSlug} />
    </ScreenCard>
  );
}

/** Shown on later visits once the user holds a registration for the course. */
export function AlreadyRegistered({
  courseTitle,
  courseSlug,
  details,
  registration,
  contactPhone,
  notice,
}: {
  courseTitle: string;
  courseSlug: string;
  details: LiveDetails | null;
  registration: { preferredModality: string; hasLaptop: boolean; registeredAt: string };
  contactPhone: string;
  notice?: string;
}) {
  return (
    <ScreenCard icon={calendarIcon} tone="blue">
      <h1 className="mt-6 text-3xl font-bold text-slate-900 dark:text-white">
        Ya estás registrado
      </h1>
      {notice ? (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
        >
          {notice}
        </p>
      ) : null}
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Tu lugar en <strong>{courseTitle}</strong> está reservado desde el{" "}
        {registration.registeredAt}.
      </p>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Modalidad elegida: <strong>{registration.preferredModality}</strong> · Computadora portátil:{" "}
        <strong>{registration.hasLaptop ? "Sí" : "No"}</strong>
      </p>
      <div className="mt-8 rounded-xl bg-slate-50 p-6 text-left dark:bg-slate-800/60">
        <h2 className="mb-4 font-semibold text-slate-900 dark:text-white">
          Detalles del curso en vivo
        </h2>
        <LiveDetailsList details={details} />
      </div>
      <p className="mt-6 text-slate-600 dark:text-slate-400">
        Unos días antes del inicio te confirmaremos la asistencia y la modalidad.
      </p>
      <ContactLine phone={contactPhone} />
      <ScreenActions courseSlug={courseSlug} />
    </ScreenCard>
  );
}

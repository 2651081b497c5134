import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  carouselSlots,
  certificates,
  courses,
  dictionaryCategories,
  dictionaryEntries,
  dictionaryFalseFriends,
  dictionaryPhrases,
  dictionarySenses,
  reviewCards,
  reviewLessons,
  sessions,
  type Tenant,
  tutoringRecordings,
  tutoringSessions,
  type User,
} from '../src/db/schema/index.ts';
import {
  buildPlan,
  customerOf,
  pay,
  paymentsOf,
  storedCard,
} from '../src/modules/billing/billing.test-support.ts';
import { importContent } from '../src/modules/content/index.ts';
import type { TestApp } from './build-test-app.ts';
import { buildTenant, buildUser } from './factories.ts';
import { samplePackage } from './learning-kit.ts';
import { multipart, PNG_1X1, webm } from './media-samples.ts';
import { signIn } from './sign-in.ts';

type Headers = Record<string, string>;

/** A second school with one of everything a request can name by id, and its users signed in on its own host. */
export type SecondTenant = {
  tenant: Tenant;
  host: string;
  users: { student: User; guest: User; professor: User; admin: User };
  headers: { student: Headers; admin: Headers };
  ids: {
    course: string;
    lesson: string;
    exercise: string;
    exam: string;
    attempt: string;
    question: string;
    certificate: string;
    certificateCode: string;
    carouselSlot: string;
    reviewLesson: string;
    customer: string;
    paymentMethod: string;
    /** An image, uploaded by the administrator. */
    media: string;
    /** A dictionary entry of the tenant's staff (the import's entries belong to no tenant). */
    dictionaryEntry: string;
    /** A category and a phrase of the tenant's dictionary wizards. */
    dictionaryCategory: string;
    dictionaryPhrase: string;
    /** A false friend of the tenant's list. */
    dictionaryFalseFriend: string;
    /** The guest of the student's account. */
    guest: string;
    /** A message sent through the contact form. */
    contactMessage: string;
    /** The student's billing account, and its payment. */
    account: string;
    payment: string;
    /** A review card of the student's. */
    reviewCard: string;
    /** The professor, a tutor, and the student's session with them. */
    tutor: string;
    tutoringSession: string;
    /** A recording the student sent the tutor (speaking practice). */
    recording: string;
    /** A failed background job of the tenant's (on the app's inline queue). */
    job: string;
    /** The student's own session (their sign-in). */
    session: string;
    /** A class: the professor teaching the student. */
    schoolClass: string;
  };
};

/**
 * Another tenant, built with the factories and its own API: the sample course (lessons, exercises,
 * exams), a student (holder, on a plan) enrolled with an exercise attempt, an open exam attempt, a
 * certificate, a stored card and a payment; a guest of the student's account, a professor and an
 * administrator.
 */
export async function buildSecondTenant(t: TestApp): Promise<SecondTenant> {
  const { db, clock } = t.deps;
  const tenant = await buildTenant(db, { name: 'Escuela B' });
  const host = tenant.hosts[0]!;
  const student = await buildUser(db, tenant, { firstName: 'Bea', lastName: 'Bravo' });
  const guest = await buildUser(db, tenant, { accountId: student.accountId, membership: 'Guest' });
  const professor = await buildUser(db, tenant, {
    role: 'Professor',
    isTutor: true,
    timeZone: 'Europe/Madrid',
  });
  const admin = await buildUser(db, tenant, { role: 'Administrator' });
  const imported = await importContent(db, tenant.id, samplePackage(), clock.now());
  const course = imported.courses[0]!.id;
  const [studentHeaders, adminHeaders] = [
    (await signIn(t, student)).headers,
    (await signIn(t, admin)).headers,
  ];

  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: studentHeaders, payload });
    if (res.statusCode >= 300)
      throw new Error(`second tenant: ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  await call('POST', `/api/courses/${course}/enroll`);
  const detail = await call('GET', `/api/courses/${course}`);
  const lesson: string = detail.lessons[0].id;
  const exam: string = detail.exams[0].id;
  const [exercise] = await call('GET', `/api/exercises?chapterId=${lesson}`);
  await call('POST', `/api/exercises/${exercise.id}/check`, {
    answer: { type: 'single-choice', choice: 0 },
  });
  const attempt = await call('POST', `/api/exams/${exam}/attempts`);

  const [courseRow] = await db.select().from(courses).where(eq(courses.id, course));
  const certificateCode = 'PUE-BBBB-CCCC-DDDD';
  const [certificate] = await db
    .insert(certificates)
    .values({
      tenantId: tenant.id,
      userId: student.id,
      courseId: course,
      code: certificateCode,
      holderName: 'Bea Bravo',
      courseTitleEs: courseRow!.titleEs,
      courseTitleEn: courseRow!.titleEn,
      level: courseRow!.level,
      issuedAt: clock.now(),
    })
    .returning();

  // A landing slot and a review lesson, as staff author them.
  const [slot] = await db
    .insert(carouselSlots)
    .values({
      tenantId: tenant.id,
      carouselId: 'landing',
      position: 1,
      titleEs: courseRow!.titleEs,
      titleEn: courseRow!.titleEn,
      resourceType: 'course',
      resourceId: course,
    })
    .returning();
  const [review] = await db
    .insert(reviewLessons)
    .values({ tenantId: tenant.id, courseId: course, titleEs: 'Repaso B', titleEn: 'Review B', words: [] })
    .returning();

  // A plan owed since January (the student must pay first from here on: the learning calls are made).
  await buildPlan(db, tenant, student);
  const customer = await customerOf(t, studentHeaders);
  const paymentMethod = await storedCard(t, studentHeaders, '4242424242424242');
  const paid = await pay(t, studentHeaders, { amount: 1, customer, paymentMethodId: paymentMethod });
  if (paid.statusCode !== 200) throw new Error(`second tenant: payment ${paid.statusCode} ${paid.body}`);

  const upload = multipart({ data: PNG_1X1, filename: 'portada.png', contentType: 'image/png' });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...adminHeaders, ...upload.headers },
    payload: upload.payload,
  });
  if (uploaded.statusCode !== 201)
    throw new Error(`second tenant: upload ${uploaded.statusCode} ${uploaded.body}`);

  const [entry] = await db
    .insert(dictionaryEntries)
    .values({
      tenantId: tenant.id,
      source: 'staff',
      direction: 'en-es',
      headword: 'zyzzyva',
      partsOfSpeech: ['noun'],
      summary: 'gorgojo',
      frequencyBand: 5,
    })
    .returning();
  await db.insert(dictionarySenses).values({
    entryId: entry!.id,
    tenantId: tenant.id,
    source: 'staff',
    position: 0,
    partOfSpeech: 'noun',
    tags: [],
  });
  const [category] = await db
    .insert(dictionaryCategories)
    .values({ tenantId: tenant.id, nameEs: 'Insectos', nameEn: 'Insects' })
    .returning();
  await db
    .update(dictionaryEntries)
    .set({ categoryId: category!.id })
    .where(eq(dictionaryEntries.id, entry!.id));
  const [phrase] = await db
    .insert(dictionaryPhrases)
    .values({
      tenantId: tenant.id,
      kind: 'idiom',
      text: 'busy as a bee',
      translation: 'muy ocupado',
      wordIds: [entry!.id],
    })
    .returning();
  const [falseFriend] = await db
    .insert(dictionaryFalseFriends)
    .values({
      tenantId: tenant.id,
      en: 'petulant',
      enMeaning: 'malhumorado',
      es: 'petulante',
      esMeaning: 'smug, arrogant',
      source: 'A reference',
    })
    .returning();
  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { host },
    payload: { name: 'Bea', email: 'bea@example.test', subject: 'Consulta', message: 'Hola' },
  });
  if (contact.statusCode !== 201)
    throw new Error(`second tenant: contact ${contact.statusCode} ${contact.body}`);

  const [card] = await db
    .insert(reviewCards)
    .values({
      tenantId: tenant.id,
      userId: student.id,
      wordKey: 'zyzzyva',
      direction: 'recall',
      en: 'zyzzyva',
      es: 'gorgojo',
      source: 'dictionary',
      due: clock.now(),
    })
    .returning();

  const starts = new Date(clock.now().getTime() + 7 * 86_400_000);
  const [tutoring] = await db
    .insert(tutoringSessions)
    .values({
      tenantId: tenant.id,
      tutorId: professor.id,
      studentId: student.id,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 3_600_000),
      studentTimeZone: 'UTC',
      note: 'Privada',
    })
    .returning();

  const recordingKey = `${tenant.id}/recordings/${tutoring!.id}.webm`;
  await t.deps.mediaStorage.put(recordingKey, Readable.from([webm(2000)]), { contentType: 'audio/webm' });
  const [recording] = await db
    .insert(tutoringRecordings)
    .values({
      tenantId: tenant.id,
      studentId: student.id,
      tutorId: professor.id,
      sessionId: tutoring!.id,
      practisedText: 'Private words',
      note: 'Privada',
      mime: 'audio/webm',
      size: 2000,
      durationMs: 2000,
      storageKey: recordingKey,
    })
    .returning();

  const schoolClass = await t.app.inject({
    method: 'POST',
    url: '/api/admin/classes',
    headers: adminHeaders,
    payload: { name: 'Clase B', teacherIds: [professor.id], studentIds: [student.id], courseIds: [course] },
  });
  if (schoolClass.statusCode !== 201) throw new Error(`class not created: ${schoolClass.body}`);

  return {
    tenant,
    host,
    users: { student, guest, professor, admin },
    headers: { student: studentHeaders, admin: adminHeaders },
    ids: {
      course,
      lesson,
      exercise: exercise.id,
      exam,
      attempt: attempt.attemptId,
      question: attempt.questions[0].id,
      certificate: certificate!.id,
      certificateCode,
      carouselSlot: slot!.id,
      reviewLesson: review!.id,
      customer,
      paymentMethod,
      media: uploaded.json().id,
      dictionaryEntry: entry!.id,
      dictionaryCategory: category!.id,
      dictionaryPhrase: phrase!.id,
      dictionaryFalseFriend: falseFriend!.id,
      guest: guest.id,
      contactMessage: contact.json().id,
      account: student.accountId!,
      payment: (await paymentsOf(db, student.accountId!))[0]!.id,
      reviewCard: card!.id,
      tutor: professor.id,
      tutoringSession: tutoring!.id,
      recording: recording!.id,
      job: await failedJob(t, tenant.id),
      schoolClass: schoolClass.json().id,
      session: (
        await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, student.id)).limit(1)
      )[0]!.id,
    },
  };
}

/** A job of the tenant's that failed (a kind of job only tests define). */
async function failedJob(t: TestApp, tenantId: string): Promise<string> {
  t.deps.jobs.define({
    name: 'fixture.fails',
    retryLimit: 0,
    retryDelaySeconds: 1,
    handler: async () => {
      throw new Error('the fixture job fails');
    },
  });
  return (await t.deps.jobs.send('fixture.fails', { tenantId }))!;
}

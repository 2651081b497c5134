import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TAudioCourse } from '@puente/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useStreamAddress } from '../../../api/media-query';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLocalized } from '../../../lib/use-localized';
import { CefrBadge } from '../../../ui/cefr-badge';
import { QueryState } from '../../../ui/query-state';
import { useAudioCourse, useAudioCourses } from '../api/audio-courses-query';
import { saveAudioPosition } from '../api/save-audio-position';
import { AudioPlayer } from '../components/audio-player';
import { Playlist } from '../components/playlist';
import { registerMp3CourseTexts } from '../mp3-course-texts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /mp3-course/:view — `library`: the courses with audio lessons; a course id: its playlist and player. */
export default function Mp3CoursePage() {
  registerMp3CourseTexts();
  const { view = 'library' } = useParams();
  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      {view === 'library' ? <Library /> : <CourseScreen key={view} courseId={view} />}
    </Container>
  );
}

function Library() {
  const { t } = useTranslation('mp3');
  const text = useLocalized();
  const query = useAudioCourses();
  useDocumentTitle(t('library.title'));
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1}>{t('library.title')}</Title>
        <Text c="dimmed">{t('library.intro')}</Text>
      </Stack>
      <QueryState query={query}>
        {(courses) =>
          courses.length === 0 ? (
            <Text>{t('library.empty')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {courses.map((course) => (
                <Card component="li" withBorder radius="md" key={course.id}>
                  <Stack gap="xs">
                    <Group gap="xs">
                      <CefrBadge level={course.level} />
                      {course.enrolled ? (
                        <Badge variant="light" color="teal">
                          {t('library.enrolled')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                      {text(course.title)}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('library.lessons', { count: course.lessonCount })}
                    </Text>
                    <Button
                      component={Link}
                      to={`/mp3-course/${course.id}`}
                      aria-label={t('library.open', { title: text(course.title) })}
                    >
                      {t('library.listen')}
                    </Button>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </Stack>
  );
}

function NotFound() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('chapter.mp3-not-found'));
  return (
    <Stack gap="md">
      <Alert color="orange" role="alert" title={t('chapter.mp3-not-found')} />
      <BackToLibrary />
    </Stack>
  );
}

function BackToLibrary() {
  const { t } = useTranslation('mp3');
  return (
    <Anchor component={Link} to="/mp3-course/library">
      ← {t('course.back')}
    </Anchor>
  );
}

function CourseScreen({ courseId }: { courseId: string }) {
  const query = useAudioCourse(courseId, UUID.test(courseId));
  if (!UUID.test(courseId)) return <NotFound />;
  if (query.isError && (query.error as { code?: string }).code === 'chapter.mp3-not-found')
    return <NotFound />;
  return <QueryState query={query}>{(course) => <CoursePlayer course={course} />}</QueryState>;
}

/** The lesson to start with: the one the user listened to last, else the first. */
const lessonToResume = (course: TAudioCourse) =>
  [...course.lessons]
    .filter((lesson) => lesson.positionUpdatedAt)
    .sort((a, b) => (b.positionUpdatedAt ?? '').localeCompare(a.positionUpdatedAt ?? ''))[0]?.id ??
  course.lessons[0]!.id;

function CoursePlayer({ course }: { course: TAudioCourse }) {
  const { t } = useTranslation('mp3');
  const text = useLocalized();
  useDocumentTitle(`${t('title')} · ${text(course.title)}`);
  const [currentId, setCurrentId] = useState(() => lessonToResume(course));
  const [autoPlay, setAutoPlay] = useState(false);
  // Where the user is in each lesson: the server's, then what this page saved.
  const [positions, setPositions] = useState(
    () => new Map(course.lessons.map((lesson) => [lesson.id, lesson.positionMs])),
  );
  const lastSent = useRef(new Map<string, number>());
  const items = useMemo(
    () =>
      course.lessons.map((lesson) => ({
        id: lesson.id,
        title: text(lesson.title),
        streamOrigin: lesson.streamOrigin,
        positionMs: positions.get(lesson.id) ?? 0,
      })),
    [course.lessons, positions, text],
  );
  const index = items.findIndex((item) => item.id === currentId);
  const item = items[index]!;
  const stream = useStreamAddress(item.streamOrigin);

  const onPosition = (lessonId: string, positionMs: number) => {
    const rounded = Math.round(positionMs);
    setPositions((map) => new Map(map).set(lessonId, rounded));
    if (lastSent.current.get(lessonId) === rounded) return;
    lastSent.current.set(lessonId, rounded);
    // Best effort: a lost save only costs the last seconds of the position.
    void saveAudioPosition(lessonId, rounded).catch(() => lastSent.current.delete(lessonId));
  };
  const go = (to: number, play: boolean) => {
    const next = items[to];
    if (!next) return;
    setAutoPlay(play);
    setCurrentId(next.id);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackToLibrary />
        <Group gap="sm">
          <CefrBadge level={course.level} />
          <Title order={1} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {text(course.title)}
          </Title>
        </Group>
        <Anchor component={Link} to={`/lessons/${course.id}`} size="sm">
          {t('course.toLessons')}
        </Anchor>
      </Stack>
      {stream.pending ? (
        <Loader size="sm" role="progressbar" aria-label={t('player.loading')} />
      ) : stream.failed ? (
        <Alert color="orange" role="alert">
          {t('player.unavailable')}
        </Alert>
      ) : (
        <AudioPlayer
          lesson={{ id: item.id, title: item.title, url: stream.address, positionMs: item.positionMs }}
          hasPrevious={index > 0}
          hasNext={index < items.length - 1}
          onPrevious={() => go(index - 1, true)}
          onNext={() => go(index + 1, true)}
          onPosition={onPosition}
          autoPlay={autoPlay}
        />
      )}
      <section aria-labelledby="mp3-lessons">
        <Title order={2} size="h3" id="mp3-lessons" mb="sm">
          {t('course.lessons')}
        </Title>
        <Playlist
          items={items}
          currentId={item.id}
          onPick={(id) =>
            go(
              items.findIndex((x) => x.id === id),
              true,
            )
          }
        />
      </section>
    </Stack>
  );
}

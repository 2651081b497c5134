import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/use-localized';
import { ListScreen } from '../../../../ui/list/list-screen';
import { examsClient } from '../api/authoring-clients';
import { CourseSelect } from './course-select';
import { ExamForm } from './exam-form';

/** The school's exams, filtered by text and course; add, edit, delete and recover. */
export function ExamList() {
  const { t } = useTranslation('authoring');
  const localized = useLocalized();
  const [courseId, setCourseId] = useState('');
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  return (
    <>
      <ListScreen
        client={examsClient}
        title={t('exam.list')}
        rowText={(exam) => localized(exam.title)}
        rowLabel={(exam) => t('exam.questionCount', { count: exam.questions.length })}
        scope={{ courseId: courseId || undefined }}
        height={420}
        deletable
        onAdd={() => setOpen({})}
        onEdit={(exam) => setOpen({ id: exam.id })}
        toolbar={
          <div style={{ flex: '1 1 200px' }}>
            <CourseSelect
              label={t('exercise.filterCourse')}
              value={courseId}
              clearable
              onChange={setCourseId}
            />
          </div>
        }
      />
      {open ? <ExamForm id={open.id} courseId={courseId || undefined} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

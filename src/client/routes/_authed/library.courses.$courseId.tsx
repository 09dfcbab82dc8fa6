import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { idSchema } from '../../../contract/common.ts';
import { courseQueryOptions } from '../../features/library/api/get-course.ts';
import { CoursePage } from '../../features/library/components/course-page.tsx';

const paramsSchema = z.object({ courseId: idSchema });

export const Route = createFileRoute('/_authed/library/courses/$courseId')({
  params: { parse: (raw) => paramsSchema.parse(raw), stringify: (params) => params },
  loader: ({ context, params }) => context.queryClient.ensureQueryData(courseQueryOptions(params.courseId)),
  component: CourseRoute,
});

function CourseRoute() {
  const { courseId } = Route.useParams();
  return <CoursePage courseId={courseId} />;
}

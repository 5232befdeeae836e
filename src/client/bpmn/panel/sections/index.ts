export { GeneralSection } from './GeneralSection.tsx';
export { MessagesSection } from './MessagesSection.tsx';
export { FlowConditionSection } from './FlowConditionSection.tsx';
export { FormSection } from './FormSection.tsx';
export { TaskSection } from './TaskSection.tsx';
export { MultiInstanceSection } from './MultiInstanceSection.tsx';
export { ListenersSection } from './ListenersSection.tsx';
export { PropertiesSection } from './PropertiesSection.tsx';
export { OtherSection, DocumentationSection } from './OtherSection.tsx';

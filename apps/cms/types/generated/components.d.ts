import type { Schema, Struct } from '@strapi/strapi';

export interface NavigationMenuItem extends Struct.ComponentSchema {
  collectionName: 'components_navigation_menu_items';
  info: {
    displayName: 'Menu item';
  };
  attributes: {
    item_name: Schema.Attribute.String & Schema.Attribute.Required;
    menu_link: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PageFaqItem extends Struct.ComponentSchema {
  collectionName: 'components_page_faq_items';
  info: {
    displayName: 'FAQ item';
  };
  attributes: {
    item_description: Schema.Attribute.RichText;
    item_title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface RcaStep extends Struct.ComponentSchema {
  collectionName: 'components_rca_steps';
  info: {
    displayName: 'RCA step';
  };
  attributes: {
    description: Schema.Attribute.Text;
    step_image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface SkillStep extends Struct.ComponentSchema {
  collectionName: 'components_skill_steps';
  info: {
    displayName: 'Skill step';
  };
  attributes: {
    description: Schema.Attribute.RichText;
    image: Schema.Attribute.Media<'images'>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    warning: Schema.Attribute.Text;
  };
}

export interface SkillTemplate extends Struct.ComponentSchema {
  collectionName: 'components_skill_templates';
  info: {
    displayName: 'Skill template';
  };
  attributes: {
    content: Schema.Attribute.RichText;
    name: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface StressAllStresses extends Struct.ComponentSchema {
  collectionName: 'components_stress_all_stresses';
  info: {
    description: "One flag per stress category; a true flag names a category matched to skills through skill types' stress_keys.";
    displayName: 'All stresses';
  };
  attributes: {
    anger: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    body_tension: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    loneliness: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    overwhelm: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    panic: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    racing_thoughts: Schema.Attribute.Boolean &
      Schema.Attribute.DefaultTo<false>;
    sadness: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    trouble_sleeping: Schema.Attribute.Boolean &
      Schema.Attribute.DefaultTo<false>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'navigation.menu-item': NavigationMenuItem;
      'page.faq-item': PageFaqItem;
      'rca.step': RcaStep;
      'skill.step': SkillStep;
      'skill.template': SkillTemplate;
      'stress.all-stresses': StressAllStresses;
    }
  }
}
